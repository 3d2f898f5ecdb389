/*
 * test_position_json.c: the JSON form of positions (docs/position.md).
 *
 * Three promises are checked here. Full output is canonical: every state
 * of every golden game goes to JSON and back to the very same text and the
 * very same binary position. Input may be partial: documents that write
 * only what matters load with the defaults the documentation lists, checked
 * through the public API. Input is strict: each refusal names its field, and
 * no text (truncated, mutated, malformed) crashes the reader. The examples
 * in docs/position.md are run too, so the documentation cannot drift from
 * the code.
 */
#include "support.h"
#include "game.h"
#include "log.h"
#include "position_json.h"

#include <dirent.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static alt_cards *bundled;   /* the whole program's card database */

static int setup_db(void **state)
{
    (void)state;
    return alt_cards_bundled_named("btg-4", &bundled) == ALT_OK ? 0 : -1;
}

static int teardown_db(void **state)
{
    (void)state;
    alt_cards_destroy(&bundled);
    return 0;
}

/* ------------------------------------------------------------ helpers */

static char msg[512];

/* Loads a document that must load (caller destroys the game). */
static alt_game *load(const char *text)
{
    alt_game *g = NULL;
    alt_err err = replay_position_from_json(bundled, text, strlen(text), &g, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("refused (%s): %s\n%s", alt_strerror(err), msg, text);
    assert_non_null(g);
    ts_check(g);
    return g;
}

/* Loads a document that must be refused with err; returns the message. */
static const char *refuse(const char *text, alt_err expected)
{
    alt_game *g = NULL;
    alt_err err = replay_position_from_json(bundled, text, strlen(text), &g, msg, sizeof msg);
    if (err == ALT_OK)
        fail_msg("accepted, where %s was expected:\n%s", alt_strerror(expected), text);
    assert_null(g);
    if (err != expected)
        fail_msg("refused with %s (%s), where %s was expected", alt_strerror(err), msg, alt_strerror(expected));
    assert_true(msg[0] != '\0');
    return msg;
}

static void assert_starts_with(const char *s, const char *prefix)
{
    if (strncmp(s, prefix, strlen(prefix)) != 0)
        fail_msg("\"%s\" does not start with \"%s\"", s, prefix);
}

static alt_position *position_of(const alt_game *g)
{
    static alt_position pos;
    alt_game_position(g, &pos);
    return &pos;
}

static uint16_t card(const char *ref)
{
    uint16_t c = alt_cards_find(bundled, ref);
    assert_int_not_equal(c, ALT_CARD_NONE);
    return c;
}

/* --------------------------------------------------- round trips */

static uint8_t bin_a[ALT_POS_ENCODED_MAX], bin_b[ALT_POS_ENCODED_MAX];

/* Drops every "name" key, and the "card" of each Reaction whose source is
 * a card or the Hero: what a writer may leave out of a full dump and still
 * mean the same state. A token's card follows from the zones only while it
 * is in one (docs/position.md), and a token sacrificed has ceased to exist
 * while its "when I'm sacrificed" waits, so a token's Reaction keeps it. */
static void strip_informative(json_t *v, int in_reaction)
{
    if (json_is_object(v)) {
        json_object_del(v, "name");
        json_int_t source = json_integer_value(json_object_get(v, "source"));
        if (in_reaction && !(source >= ALT_POS_TOKEN_BASE && source < ALT_POS_TOKEN_END))
            json_object_del(v, "card");
        const char *key;
        json_t *child;
        json_object_foreach(v, key, child) strip_informative(child, 0);
    } else if (json_is_array(v)) {
        for (size_t i = 0; i < json_array_size(v); i++)
            strip_informative(json_array_get(v, i), 0);
    }
}

static void strip_reactions(json_t *root)
{
    json_t *limbo = json_object_get(root, "limbo");
    for (size_t i = 0; i < json_array_size(limbo); i++)
        strip_informative(json_array_get(limbo, i), 1);
    json_t *res = json_object_get(root, "resolving");
    if (json_is_object(res))
        strip_informative(res, 1);
    strip_informative(root, 0);
}

typedef struct tally {
    size_t states, stripped;
} tally;

/* g through JSON: the same text back, the same binary position. */
static void through_json(const alt_game *g, tally *t)
{
    char *text = replay_position_to_json(g);
    assert_non_null(text);
    size_t len = strlen(text);
    assert_true(len > 0 && text[len - 1] == '\n');
    alt_game *back = NULL;
    alt_err err = replay_position_from_json(alt_game_cards(g), text, len, &back, msg, sizeof msg);
    if (err != ALT_OK)
        fail_msg("a reachable state's JSON does not load: %s (%s)", msg, alt_strerror(err));
    char *again = replay_position_to_json(back);
    assert_non_null(again);
    assert_string_equal(again, text);
    size_t n = alt_position_encode(g, bin_a, sizeof bin_a), m = alt_position_encode(back, bin_b, sizeof bin_b);
    assert_int_equal(n, m);
    assert_memory_equal(bin_a, bin_b, n);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    free(again);

    /* Every seventh state also without the informative fields. */
    if (t->states % 7 == 0) {
        json_t *root = json_loadb(text, len, 0, NULL);
        assert_non_null(root);
        strip_reactions(root);
        char *bare = json_dumps(root, JSON_COMPACT);
        json_decref(root);
        assert_non_null(bare);
        err = replay_position_from_json(alt_game_cards(g), bare, strlen(bare), &back, msg, sizeof msg);
        if (err != ALT_OK)
            fail_msg("a dump without names does not load: %s (%s)", msg, alt_strerror(err));
        m = alt_position_encode(back, bin_b, sizeof bin_b);
        assert_int_equal(n, m);
        assert_memory_equal(bin_a, bin_b, n);
        alt_game_destroy(&back);
        free(bare);
        t->stripped++;
    }
    free(text);
    t->states++;
}

static int track(void *ctx, const alt_game *g, size_t step, const alt_action *a, uint64_t hash)
{
    (void)step, (void)a, (void)hash;
    through_json(g, ctx);
    return 0;
}

static void test_every_golden_game_state_goes_to_json_and_back_unchanged(void **state)
{
    (void)state;
    DIR *dir = opendir("corpora/games");
    assert_non_null(dir);
    struct dirent *e;
    size_t games = 0;
    tally t = {0, 0};
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
            alt_game *initial = replay_state_before(bundled, log, 1);
            assert_non_null(initial);
            through_json(initial, &t);
            alt_game_destroy(&initial);
            replay_result res;
            replay_game(bundled, log, 1, track, &t, &res, NULL);
            assert_int_equal(res.code, 0);
            games++;
        }
        replay_reader_close(&r);
    }
    closedir(dir);
    print_message("golden games: %zu games, %zu states through JSON (%zu also without names)\n", games, t.states,
                  t.stripped);
    assert_true(games >= 60);
}

/* ------------------------------------------------ partial documents */

static void test_an_empty_document_is_day_1_afternoon_with_player_0_to_play(void **state)
{
    (void)state;
    alt_game *g = load("{}");
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    assert_int_equal(d.player, 0);
    assert_int_equal(d.phase, ALT_PHASE_AFTERNOON);
    assert_int_equal(d.day, 1);
    const alt_setup *s = alt_game_setup(g);
    assert_int_equal(s->ruleset, ALT_RULESET_DEFAULT);
    assert_int_equal(s->format, ALT_FORMAT_LIMITED);
    assert_int_equal(s->deck[0].hero, ALT_CARD_NONE);
    assert_int_equal(s->deck[1].count, 0);
    assert_int_equal(alt_game_first_player(g), 0);
    assert_int_equal(alt_game_winner(g), -1);
    /* With nothing in Hand, passing is all there is. */
    alt_action list[ALT_ANSWERS_MAX];
    assert_int_equal(alt_game_list(g, list, ALT_ANSWERS_MAX), 1);
    assert_int_equal(list[0].kind, ALT_ACT_PASS);
    uint64_t rng[4];
    alt_rng_state_from_seed(0, rng);
    assert_memory_equal(position_of(g)->rng, rng, sizeof rng);
    alt_game_destroy(&g);
}

static void test_atlas_with_2_boosts_in_the_companion_expedition_p1_passed_p0_to_play(void **state)
{
    (void)state;
    alt_game *g = load("{\"players\": ["
                       " {\"zones\": {\"companion_expedition\": [{\"card\": \"ALT_CORE_B_BR_20_C\", \"boosts\": 2}]}},"
                       " {\"passed\": true}]}");
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_EXP_COMPANION), 1);
    assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_EXP_COMPANION);
    assert_int_equal(alt_game_object_card(g, 0, 0), card("ALT_CORE_B_BR_20_C"));
    const alt_position *pos = position_of(g);
    assert_int_equal(pos->p[0].zone[ALT_ZONE_EXP_COMPANION][0].boosts, 2);
    assert_int_equal(pos->p[1].passed, 1);
    assert_int_equal(pos->deck[0].count, 1);
    assert_int_equal(pos->deck[1].count, 0);
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_TURN);
    assert_int_equal(d.player, 0);
    alt_game_destroy(&g);
}

static void test_without_a_deck_list_ids_number_the_listed_cards_in_zone_order(void **state)
{
    (void)state;
    /* Zone order is the document's zones order: deck, hand, mana, ... */
    alt_game *g = load("{\"players\": [{\"zones\": {"
                       " \"hero_expedition\": [\"ALT_CORE_B_BR_20_C\"],"
                       " \"hand\": [\"ALT_CORE_B_BR_04_C\", \"ALT_CORE_B_BR_05_C\"],"
                       " \"deck\": [\"ALT_CORE_B_BR_07_C\"],"
                       " \"mana\": [{\"card\": \"ALT_CORE_B_BR_07_C\", \"statuses\": [\"exhausted\"]}]}}, {}]}");
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_DECK), 1);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_HAND), 2);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_MANA), 1);
    static const struct {
        uint8_t id;
        int zone;
        const char *ref;
    } want[] = {{0, ALT_ZONE_DECK, "ALT_CORE_B_BR_07_C"},
                {1, ALT_ZONE_HAND, "ALT_CORE_B_BR_04_C"},
                {2, ALT_ZONE_HAND, "ALT_CORE_B_BR_05_C"},
                {3, ALT_ZONE_MANA, "ALT_CORE_B_BR_07_C"},
                {4, ALT_ZONE_EXP_HERO, "ALT_CORE_B_BR_20_C"}};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
        assert_int_equal(alt_game_object_zone(g, 0, want[i].id), want[i].zone);
        assert_int_equal(alt_game_object_card(g, 0, want[i].id), card(want[i].ref));
    }
    const alt_setup *s = alt_game_setup(g);
    assert_int_equal(s->deck[0].count, 5);
    assert_int_equal(position_of(g)->p[0].zone[ALT_ZONE_MANA][0].status, ALT_STATUS_EXHAUSTED);
    alt_game_destroy(&g);
}

static void test_an_entry_with_an_explicit_id_keeps_it_and_the_others_fill_around_it(void **state)
{
    (void)state;
    alt_game *g = load("{\"players\": [{\"zones\": {"
                       " \"hand\": [\"ALT_CORE_B_BR_04_C\", \"ALT_CORE_B_BR_05_C\"],"
                       " \"reserve\": [{\"id\": 0, \"card\": \"ALT_CORE_B_BR_20_C\"}]}}, {}]}");
    assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_RESERVE);
    assert_int_equal(alt_game_object_card(g, 0, 0), card("ALT_CORE_B_BR_20_C"));
    assert_int_equal(alt_game_object_card(g, 0, 1), card("ALT_CORE_B_BR_04_C"));
    assert_int_equal(alt_game_object_card(g, 0, 2), card("ALT_CORE_B_BR_05_C"));
    alt_game_destroy(&g);
}

static void test_with_a_deck_list_the_cards_no_zone_lists_fill_the_deck_bottom_first(void **state)
{
    (void)state;
    alt_game *g = load("{\"players\": [{"
                       " \"deck_list\": [\"ALT_CORE_B_BR_04_C\", \"ALT_CORE_B_BR_04_C\", \"ALT_CORE_B_BR_05_C\","
                       "                {\"card\": \"ALT_CORE_B_BR_20_C\", \"name\": \"Atlas\"}],"
                       " \"zones\": {\"hand\": [\"ALT_CORE_B_BR_04_C\", {\"id\": 3}]}}, {}]}");
    /* The Hand took the first free Ratatoskr (0) and Atlas by id (3). */
    assert_int_equal(alt_game_object_zone(g, 0, 0), ALT_ZONE_HAND);
    assert_int_equal(alt_game_object_zone(g, 0, 3), ALT_ZONE_HAND);
    assert_int_equal(alt_game_zone_count(g, 0, ALT_ZONE_DECK), 2);
    const alt_position *pos = position_of(g);
    assert_int_equal(pos->p[0].zone[ALT_ZONE_DECK][0].id, 1);   /* bottom */
    assert_int_equal(pos->p[0].zone[ALT_ZONE_DECK][1].id, 2);   /* top: drawn next */
    alt_game_destroy(&g);
}

static void test_a_seed_stands_for_the_generator_state_it_starts(void **state)
{
    (void)state;
    alt_game *g = load("{\"seed\": 42}");
    uint64_t rng[4];
    alt_rng_state_from_seed(42, rng);
    assert_memory_equal(position_of(g)->rng, rng, sizeof rng);
    alt_game_destroy(&g);
    g = load("{\"rng\": [\"0000000000000001\", \"00000000000000FF\", \"8000000000000000\", \"ffffffffffffffff\"]}");
    const alt_position *pos = position_of(g);
    assert_true(pos->rng[0] == 1 && pos->rng[1] == 0xFF && pos->rng[2] == 0x8000000000000000u &&
                pos->rng[3] == UINT64_MAX);
    alt_game_destroy(&g);
}

static void test_format_is_constructed_when_both_players_have_a_hero_else_limited(void **state)
{
    (void)state;
    alt_game *g = load("{\"players\": [{\"hero\": \"ALT_CORE_B_BR_01_C\"},"
                       " {\"hero\": {\"card\": \"ALT_CORE_B_AX_01_C\", \"name\": \"Sierra & Oddball\"}}]}");
    assert_int_equal(alt_game_setup(g)->format, ALT_FORMAT_CONSTRUCTED);
    assert_int_equal(alt_game_setup(g)->deck[0].hero, card("ALT_CORE_B_BR_01_C"));
    alt_game_destroy(&g);
    g = load("{\"players\": [{\"hero\": \"ALT_CORE_B_BR_01_C\"}, {}]}");
    assert_int_equal(alt_game_setup(g)->format, ALT_FORMAT_LIMITED);
    alt_game_destroy(&g);
    g = load("{\"format\": \"constructed\", \"ruleset\": \"cr3\"}");
    assert_int_equal(alt_game_setup(g)->format, ALT_FORMAT_CONSTRUCTED);
    assert_int_equal(alt_game_setup(g)->ruleset, ALT_RULESET_CR3);
    alt_game_destroy(&g);
}

static void test_a_tumult_card_an_expedition_has_reached_is_face_up_by_default(void **state)
{
    (void)state;
    /* Player 0's Hero Expedition on region 3 has crossed slots 0 and 1;
     * player 1's Companion Expedition on region 7 - 1 = 6 stands on slot 2. */
    alt_game *g = load("{\"players\": [{\"expeditions\": {\"hero\": {\"distance\": 3}}},"
                       " {\"expeditions\": {\"companion\": {\"distance\": 1}}}]}");
    assert_int_equal(position_of(g)->tumult_up, 7);
    assert_int_equal(alt_game_distance(g, 0, ALT_EXP_HERO), 3);
    alt_game_destroy(&g);
    /* A slot given its face keeps it. */
    g = load("{\"adventure\": {\"tumult\": [{\"card\": \"water\", \"flipped\": true}, {\"card\": \"forest\","
             " \"face_up\": false}, {\"card\": \"mountain\", \"face_up\": true}]},"
             " \"players\": [{\"expeditions\": {\"hero\": {\"distance\": 3}}}, {}]}");
    const alt_position *pos = position_of(g);
    assert_int_equal(pos->tumult_up, 5);
    assert_int_equal(pos->tumult_card[0], 2);
    assert_int_equal(pos->tumult_flip[0], 1);
    alt_game_destroy(&g);
}

static void test_a_token_entry_takes_the_lowest_free_token_id(void **state)
{
    (void)state;
    alt_game *g = load("{\"players\": [{\"zones\": {\"hero_expedition\": [\"ALT_CORE_B_BR_31_C\","
                       " {\"id\": 60, \"card\": \"ALT_CORE_B_BR_31_C\"}, \"ALT_CORE_B_BR_20_C\"]}}, {}]}");
    assert_int_equal(alt_game_object_card(g, 0, 60), card("ALT_CORE_B_BR_31_C"));
    assert_int_equal(alt_game_object_card(g, 0, 61), card("ALT_CORE_B_BR_31_C"));
    assert_int_equal(alt_game_object_card(g, 0, 0), card("ALT_CORE_B_BR_20_C"));
    assert_int_equal(alt_game_setup(g)->deck[0].count, 1);
    const alt_position *pos = position_of(g);
    assert_int_equal(pos->p[0].zone[ALT_ZONE_EXP_HERO][0].id, 61);
    assert_int_equal(pos->p[0].zone[ALT_ZONE_EXP_HERO][1].id, 60);
    alt_game_destroy(&g);
}

static void test_a_dump_of_a_partial_document_is_the_full_canonical_form(void **state)
{
    (void)state;
    alt_game *g = load("{\"day\": 3, \"first_player\": 1, \"players\": [{\"hero\": \"ALT_CORE_B_BR_01_C\","
                       " \"hero_state\": {\"counters\": 2}, \"zones\": {\"hand\": [\"ALT_CORE_B_BR_04_C\"]}}, {}]}");
    char *text = replay_position_to_json(g);
    assert_non_null(text);
    /* Every field is written, in the fixed order, one per line. */
    char ruleset[64];
    snprintf(ruleset, sizeof ruleset, "\"ruleset\": \"%s\",", alt_ruleset_version(ALT_RULESET_DEFAULT));
    const char *order[] = {"\"version\": 1,", "\"cards_version\": \"", ruleset,
                           "\"format\": \"limited\",", "\"rng\": [", "\"day\": 3,", "\"phase\": \"afternoon\",",
                           "\"kind\": \"turn\",", "\"player\": 1", "\"first_player\": 1,", "\"arena\": false,",
                           "\"winner\": null,", "\"outcome\": \"none\",", "\"tumult\": [", "\"limbo\": [],",
                           "\"resolving\": null,", "\"resume\": \"none\",", "\"resume_player\": 0,",
                           "\"players\": [", "\"name\": \"Kojo & Booda\"", "\"counters\": 2",
                           "\"deck_list\": [", "\"name\": \"Ratatoskr\"", "\"blocked_today\": [],",
                           "\"passed\": false,", "\"modifiers\": [],", "\"deck\": [],", "\"hand\": [",
                           "\"id\": 0,", "\"kept\": false,", "\"after_rest\": false", "\"limbo\": []"};
    const char *at = text;
    for (size_t i = 0; i < sizeof order / sizeof order[0]; i++) {
        const char *hit = strstr(at, order[i]);
        if (!hit)
            fail_msg("\"%s\" is missing or out of order in:\n%s", order[i], text);
        at = hit + strlen(order[i]);
    }
    free(text);
    alt_game_destroy(&g);
}

/* ------------------------------------------------------- refusals */

static void test_an_unknown_key_is_refused_naming_its_path(void **state)
{
    (void)state;
    const char *m = refuse("{\"players\": [{\"zones\": {\"hand\": [{\"card\": \"ALT_CORE_B_BR_04_C\", \"boost\": 1}]}},"
                           " {}]}",
                           ALT_E_POSITION);
    assert_starts_with(m, "players[0].zones.hand[0]: unknown key \"boost\" (known here: id, card, name,");
    m = refuse("{\"dya\": 3}", ALT_E_POSITION);
    assert_starts_with(m, "unknown key \"dya\" (known here: version,");
    m = refuse("{\"players\": [{}, {\"zones\": {\"graveyard\": []}}]}", ALT_E_POSITION);
    assert_starts_with(m, "players[1].zones: unknown key \"graveyard\" (known here: deck, hand, mana,");
    m = refuse("{\"decision\": {\"who\": 1}}", ALT_E_POSITION);
    assert_starts_with(m, "decision: unknown key \"who\"");
}

static void test_a_wrong_type_is_refused_naming_its_path(void **state)
{
    (void)state;
    assert_string_equal(refuse("{\"day\": \"3\"}", ALT_E_POSITION), "day: expected an integer, got a string");
    assert_string_equal(refuse("{\"day\": 3.0}", ALT_E_POSITION), "day: expected an integer, got a real number");
    assert_string_equal(refuse("{\"arena\": 0}", ALT_E_POSITION), "arena: expected true or false, got an integer");
    assert_string_equal(refuse("{\"players\": {}}", ALT_E_POSITION), "players: expected an array, got an object");
    assert_string_equal(refuse("{\"players\": [{\"zones\": {\"mana\": [7]}}, {}]}", ALT_E_POSITION),
                        "players[0].zones.mana[0]: expected an object or a card reference, got an integer");
    assert_string_equal(refuse("{\"phase\": \"teatime\"}", ALT_E_POSITION),
                        "phase: \"teatime\" is not one of setup, morning, noon, afternoon, dusk, night, over");
    assert_string_equal(refuse("[]", ALT_E_POSITION), "a position is a JSON object, not an array");
    assert_string_equal(
        refuse("{\"players\": [{\"zones\": {\"reserve\": [{\"card\": \"ALT_CORE_B_BR_04_C\", \"statuses\": "
               "[\"exhausted\", \"tired\"]}]}}, {}]}",
               ALT_E_POSITION),
        "players[0].zones.reserve[0].statuses[1]: \"tired\" is not one of exhausted, fleeting, anchored, asleep");
}

static void test_an_unknown_card_reference_is_refused_naming_its_path(void **state)
{
    (void)state;
    assert_string_equal(refuse("{\"players\": [{}, {\"zones\": {\"hand\": [\"ALT_CORE_B_BR_04_C\","
                               " \"ALT_CORE_B_BR_04_C\", {\"card\": \"ALT_X\"}]}}]}",
                               ALT_E_UNKNOWN_CARD),
                        "players[1].zones.hand[2].card: ALT_X is not in the card database");
    assert_string_equal(refuse("{\"players\": [{\"hero\": \"ALT_NOBODY\"}, {}]}", ALT_E_UNKNOWN_CARD),
                        "players[0].hero: ALT_NOBODY is not in the card database");
    assert_string_equal(refuse("{\"players\": [{\"deck_list\": [\"ALT_CORE_B_BR_04_C\", \"ALT_Y\"]}, {}]}",
                               ALT_E_UNKNOWN_CARD),
                        "players[0].deck_list[1]: ALT_Y is not in the card database");
    assert_string_equal(refuse("{\"players\": [{\"hero\": \"ALT_CORE_B_BR_04_C\"}, {}]}", ALT_E_POSITION),
                        "players[0].hero: ALT_CORE_B_BR_04_C is not a Hero");
}

static void test_a_card_in_two_zones_is_refused(void **state)
{
    (void)state;
    /* With a deck list, the engine finds the id twice. */
    const char *m = refuse("{\"players\": [{\"deck_list\": [\"ALT_CORE_B_BR_04_C\"],"
                           " \"zones\": {\"hand\": [{\"id\": 0}], \"discard\": [{\"id\": 0}]}}, {}]}",
                           ALT_E_POSITION);
    assert_string_equal(m, "players[0].zones.discard[0].id: object 0 is in two places (every card is in exactly one "
                           "zone)");
    /* Without one, the reader does, in the same words. */
    m = refuse("{\"players\": [{\"zones\": {\"hand\": [{\"id\": 0, \"card\": \"ALT_CORE_B_BR_04_C\"}],"
               " \"mana\": [{\"id\": 0, \"card\": \"ALT_CORE_B_BR_04_C\"}]}}, {}]}",
               ALT_E_POSITION);
    assert_string_equal(m, "players[0].zones.mana[0].id: object 0 is in two places (every card is in exactly one "
                           "zone)");
    /* One copy in the deck list, two entries naming it. */
    m = refuse("{\"players\": [{\"deck_list\": [\"ALT_CORE_B_BR_04_C\"],"
               " \"zones\": {\"hand\": [\"ALT_CORE_B_BR_04_C\", \"ALT_CORE_B_BR_04_C\"]}}, {}]}",
               ALT_E_POSITION);
    assert_string_equal(m, "players[0].zones.hand[1]: no copy of ALT_CORE_B_BR_04_C is left in the deck list for "
                           "this entry");
    /* A deck list card that no zone holds, once the Deck is written out. */
    m = refuse("{\"players\": [{\"deck_list\": [\"ALT_CORE_B_BR_04_C\", \"ALT_CORE_B_BR_05_C\"],"
               " \"zones\": {\"deck\": [], \"hand\": [\"ALT_CORE_B_BR_04_C\"]}}, {}]}",
               ALT_E_POSITION);
    assert_starts_with(m, "players[0].zones: card 1 of the deck list (ALT_CORE_B_BR_05_C) is in no zone");
}

static void test_malformed_json_is_refused_with_its_line_and_column(void **state)
{
    (void)state;
    const char *m = refuse("{\n  \"day\": 1,\n  \"phase\": \"afternoon\"\n  \"first_player\": 0\n}\n", ALT_E_POSITION);
    assert_starts_with(m, "malformed JSON at line 4, column 16: ");
    m = refuse("{\"day\": 1, \"day\": 2}", ALT_E_POSITION);
    assert_starts_with(m, "malformed JSON at line 1, column 16: duplicate object key");
    m = refuse("{\"day\": 99999999999999999999}", ALT_E_POSITION);
    assert_starts_with(m, "malformed JSON at line 1, column 28: too big integer");
    m = refuse("{\"players\": [{\"zones\": {\"hand\": [\"A\\u0000B\"]}}, {}]}", ALT_E_POSITION);
    assert_starts_with(m, "malformed JSON at line 1, column ");
    m = refuse("{} {}", ALT_E_POSITION);
    assert_starts_with(m, "malformed JSON at line 1, column 4: end of file expected");
    m = refuse("", ALT_E_POSITION);
    assert_starts_with(m, "malformed JSON at line 1, column 0: ");
    /* A NUL byte in the text itself. */
    alt_game *g = NULL;
    assert_int_equal(replay_position_from_json(bundled, "{\"day\"\0: 1}", 11, &g, msg, sizeof msg), ALT_E_POSITION);
    assert_null(g);
    assert_starts_with(msg, "malformed JSON at line 1, column ");
}

static void test_every_truncation_of_a_dump_is_refused_as_malformed(void **state)
{
    (void)state;
    alt_game *g = load("{\"players\": [{\"hero\": \"ALT_CORE_B_BR_01_C\","
                       " \"zones\": {\"hand\": [\"ALT_CORE_B_BR_04_C\"],"
                       " \"hero_expedition\": [\"ALT_CORE_B_BR_31_C\"]}}, {}]}");
    char *text = replay_position_to_json(g);
    assert_non_null(text);
    alt_game_destroy(&g);
    size_t len = strlen(text);
    /* Up to the closing brace, every prefix is an unfinished document. */
    for (size_t cut = 0; cut + 1 < len; cut++) {
        alt_err err = replay_position_from_json(bundled, text, cut, &g, msg, sizeof msg);
        assert_int_equal(err, ALT_E_POSITION);
        assert_null(g);
        assert_starts_with(msg, "malformed JSON at line ");
    }
    print_message("%zu truncations refused\n", len - 1);
    free(text);
}

static void test_random_damage_to_a_dump_never_crashes_and_what_loads_is_sound(void **state)
{
    (void)state;
    alt_game *g = load("{\"players\": [{\"hero\": \"ALT_CORE_B_BR_01_C\","
                       " \"zones\": {\"hand\": [\"ALT_CORE_B_BR_04_C\"],"
                       " \"mana\": [\"ALT_CORE_B_BR_05_C\"], \"hero_expedition\": [\"ALT_CORE_B_BR_31_C\"]}},"
                       " {\"passed\": true}]}");
    char *text = replay_position_to_json(g);
    assert_non_null(text);
    alt_game_destroy(&g);
    size_t len = strlen(text), loaded = 0;
    char *copy = malloc(len + 1);
    assert_non_null(copy);
    uint64_t rnd = 7;
    static const char bytes[] = "{}[]\",:0123456789-+.eEtruefalsn \n\\u\x01\xff";
    for (int round = 0; round < 3000; round++) {
        memcpy(copy, text, len + 1);
        int hits = 1 + (int)(ts_rand(&rnd) % 3);
        for (int k = 0; k < hits; k++) {
            size_t at = ts_rand(&rnd) % len;
            copy[at] = bytes[ts_rand(&rnd) % (sizeof bytes - 1)];
        }
        alt_err err = replay_position_from_json(bundled, copy, len, &g, msg, sizeof msg);
        if (err != ALT_OK) {
            assert_null(g);
            assert_true(msg[0] != '\0');
            continue;
        }
        ts_check(g);
        char *again = replay_position_to_json(g);
        assert_non_null(again);
        free(again);
        alt_game_destroy(&g);
        loaded++;
    }
    print_message("3000 damaged documents: %zu still load, each sound\n", loaded);
    free(copy);
    free(text);
}

static void test_oversized_and_deeply_nested_documents_are_refused(void **state)
{
    (void)state;
    enum { DEEP = 100000 };
    char *text = malloc(2 * DEEP + 64);
    assert_non_null(text);
    /* Nesting far past the parser's depth limit. */
    int n = sprintf(text, "{\"limbo\": ");
    memset(text + n, '[', DEEP);
    memset(text + n + DEEP, ']', DEEP);
    strcpy(text + n + 2 * DEEP, "}");
    assert_starts_with(refuse(text, ALT_E_POSITION), "malformed JSON at line 1, column ");
    /* A zone of more entries than objects exist. */
    n = sprintf(text, "{\"players\": [{\"zones\": {\"hand\": [");
    for (int i = 0; i < 113; i++)
        n += sprintf(text + n, "%s\"ALT_CORE_B_BR_04_C\"", i ? ", " : "");
    strcpy(text + n, "]}}, {}]}");
    assert_string_equal(refuse(text, ALT_E_CAPACITY), "players[0].zones.hand: 113 objects, more than 112");
    /* 81 cards listed without a deck list: more than a deck holds. */
    n = sprintf(text, "{\"players\": [{\"zones\": {\"hand\": [");
    for (int i = 0; i < 81; i++)
        n += sprintf(text + n, "%s\"ALT_CORE_B_BR_04_C\"", i ? ", " : "");
    strcpy(text + n, "]}}, {}]}");
    assert_string_equal(refuse(text, ALT_E_CAPACITY), "players[0].zones: 81 cards, more than a deck holds (80)");
    /* Thirty-three tokens: one more than a player may have. */
    n = sprintf(text, "{\"players\": [{\"zones\": {\"hero_expedition\": [");
    for (int i = 0; i < 33; i++)
        n += sprintf(text + n, "%s\"ALT_CORE_B_BR_31_C\"", i ? ", " : "");
    strcpy(text + n, "]}}, {}]}");
    assert_string_equal(refuse(text, ALT_E_CAPACITY),
                        "players[0].zones.hero_expedition[32]: no token id left (a player has at most 32 tokens)");
    free(text);
    /* A key far longer than any the document knows is quoted cut short. */
    char key[600];
    memset(key, 'k', sizeof key);
    key[sizeof key - 1] = '\0';
    char doc[700];
    snprintf(doc, sizeof doc, "{\"%s\": 1}", key);
    assert_starts_with(refuse(doc, ALT_E_POSITION), "unknown key \"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk...\"");
}

static void test_a_number_out_of_range_is_refused(void **state)
{
    (void)state;
    assert_string_equal(refuse("{\"players\": [{\"zones\": {\"reserve\": [{\"card\": \"ALT_CORE_B_BR_04_C\","
                               " \"boosts\": 256}]}}, {}]}",
                               ALT_E_POSITION),
                        "players[0].zones.reserve[0].boosts: 256 is outside 0..255");
    assert_string_equal(refuse("{\"first_player\": 2}", ALT_E_POSITION), "first_player: 2 is outside 0..1");
    assert_string_equal(refuse("{\"day\": -1}", ALT_E_POSITION), "day: -1 is outside 0..65535");
    assert_string_equal(refuse("{\"day\": 0}", ALT_E_POSITION), "day: 0 is outside 1..1000");
    assert_string_equal(refuse("{\"seed\": -5}", ALT_E_POSITION), "seed: -5 is negative");
    assert_string_equal(refuse("{\"players\": [{\"zones\": {\"hand\": [{\"id\": 112,"
                               " \"card\": \"ALT_CORE_B_BR_04_C\"}]}}, {}]}",
                               ALT_E_POSITION),
                        "players[0].zones.hand[0].id: 112 is outside 0..111");
    /* Id 92 is the 61st card of a deck list: past a deck list of one. */
    assert_string_equal(refuse("{\"players\": [{\"zones\": {\"hand\": [{\"id\": 92,"
                               " \"card\": \"ALT_CORE_B_BR_04_C\"}]}}, {}]}",
                               ALT_E_POSITION),
                        "players[0].zones.hand[0].id: 92 is past the 1 cards the zones list (without a deck_list, the "
                        "cards listed are the deck list, ids 0 to 0)");
    assert_string_equal(refuse("{\"players\": [{\"expeditions\": {\"companion\": {\"distance\": 8}}}, {}]}",
                               ALT_E_POSITION),
                        "players[0].expeditions.companion.distance: 8 is past the last region (7)");
    assert_string_equal(refuse("{\"rng\": [\"0\", \"1\", \"2\", \"3\"]}", ALT_E_POSITION),
                        "rng[0]: expected 16 hexadecimal digits");
    assert_string_equal(refuse("{\"rng\": [\"0000000000000000\"]}", ALT_E_POSITION),
                        "rng: 1 words, where the generator's state is four");
}

/* CR 1.4.6.b-c: from revision 2 the daily counts are each ability's, in
 * daily_uses; revision 1 counts per object, and neither takes the other's. */
static void test_1_4_6_daily_uses_are_per_ability_from_revision_2(void **state)
{
    (void)state;
    const char *hand = "\"zones\": {\"hand\": [\"ALT_CORE_B_BR_15_C\"]}";
    char doc[512];
    snprintf(doc, sizeof doc,
             "{\"players\": [{\"hero\": \"ALT_CORE_B_BR_01_C\", %s, \"daily_uses\": [{\"object\": 0, \"ability\": 1,"
             " \"count\": 100}, {\"object\": \"hero\", \"ability\": 0, \"count\": 2}]}, {}]}", hand);
    alt_game *g = load(doc);
    const alt_position *pos = position_of(g);
    assert_int_equal(pos->p[0].uses_n, 2);
    assert_int_equal(pos->p[0].uses[0].id, 0);
    assert_int_equal(pos->p[0].uses[0].ability, 1);
    assert_int_equal(pos->p[0].uses[0].count, 100);
    assert_int_equal(pos->p[0].uses[1].id, ALT_POS_HERO);
    assert_int_equal(pos->p[0].uses[1].count, 2);
    /* The binary form holds them too (encoding 4), and reads back the same. */
    size_t n = alt_position_encode(g, bin_a, sizeof bin_a);
    alt_game *back = NULL;
    assert_int_equal(alt_game_decode(bundled, bin_a, n, &back, msg, sizeof msg), ALT_OK);
    assert_true(alt_game_hash(back) == alt_game_hash(g));
    alt_game_destroy(&back);
    alt_game_destroy(&g);

    snprintf(doc, sizeof doc, "{\"ruleset\": \"seeds-1\", \"players\": [{%s, \"daily_uses\": [{\"object\": 0,"
             " \"ability\": 0, \"count\": 1}]}, {}]}", hand);
    assert_starts_with(refuse(doc, ALT_E_POSITION), "players[0].daily_uses: a revision 1 ruleset counts each object's");
    snprintf(doc, sizeof doc, "{\"players\": [{\"zones\": {\"hand\": [{\"card\": \"ALT_CORE_B_BR_15_C\","
             " \"reactions\": 3}]}}, {}]}");
    assert_starts_with(refuse(doc, ALT_E_POSITION), "players[0].zones.hand[0]: a revision 2 ruleset counts each ability's");
    snprintf(doc, sizeof doc, "{\"players\": [{%s, \"daily_uses\": [{\"object\": 0, \"ability\": 1, \"count\": 1},"
             " {\"object\": 0, \"ability\": 0, \"count\": 1}]}, {}]}", hand);
    assert_starts_with(refuse(doc, ALT_E_POSITION), "players[0].daily_uses[1]: listed once each");
    snprintf(doc, sizeof doc, "{\"players\": [{%s, \"daily_uses\": [{\"object\": 0, \"ability\": 0,"
             " \"count\": 101}]}, {}]}", hand);
    assert_starts_with(refuse(doc, ALT_E_POSITION), "players[0].daily_uses[0].count: 101 is not 1 to 100");
    snprintf(doc, sizeof doc, "{\"players\": [{%s, \"daily_uses\": [{\"object\": 0, \"ability\": 2,"
             " \"count\": 1}]}, {}]}", hand);
    assert_starts_with(refuse(doc, ALT_E_POSITION), "players[0].daily_uses[0].ability: ALT_CORE_B_BR_15_C has no quick action or Reaction 2");
    snprintf(doc, sizeof doc, "{\"players\": [{%s, \"daily_uses\": [{\"object\": 70, \"ability\": 0,"
             " \"count\": 1}]}, {}]}", hand);
    assert_starts_with(refuse(doc, ALT_E_POSITION), "players[0].daily_uses[0].object: 70 is no object of the player's");
    snprintf(doc, sizeof doc, "{\"players\": [{%s, \"daily_uses\": [{\"object\": \"hero\", \"ability\": 0,"
             " \"count\": 1}]}, {}]}", hand);
    assert_starts_with(refuse(doc, ALT_E_POSITION), "players[0].daily_uses[0].object: 254 is no object of the player's");
    snprintf(doc, sizeof doc, "{\"players\": [{%s, \"daily_uses\": [{\"object\": 0, \"count\": 1}]}, {}]}", hand);
    assert_starts_with(refuse(doc, ALT_E_POSITION), "players[0].daily_uses[0]: a daily count names its ability");
}

/* CR 4.0 2.2.15: a "this Day" Emblem (Kauri's Intervention) is a modifier
 * of kind tough written with "this_day"; it goes to JSON and back, and a
 * span it cannot have is refused. */
static void test_2_2_15_a_this_day_tough_modifier_goes_to_json_and_back(void **state)
{
    (void)state;
    alt_game *g = load("{\"ruleset\": \"seeds-3\", \"players\": [{\"modifiers\": [{\"filter\": \"mid_character\", "
                       "\"kind\": \"tough\", \"amount\": 5, \"this_day\": true}]}, {}]}");
    const alt_position *pos = position_of(g);
    assert_int_equal(pos->p[0].mods_n, 1);
    assert_int_equal(pos->p[0].mods[0].until_afternoon_ends, ALT_UNTIL_DAY_ENDS);
    char *text = replay_position_to_json(g);
    assert_non_null(strstr(text, "\"this_day\": true"));
    tally t = {0, 0};
    through_json(g, &t);
    free(text);
    alt_game_destroy(&g);
    const char *m = refuse("{\"players\": [{\"modifiers\": [{\"kind\": \"tough\", \"amount\": 5, \"this_day\": true, "
                           "\"until_afternoon_ends\": true}]}, {}]}", ALT_E_POSITION);
    assert_non_null(strstr(m, "not both"));
    refuse("{\"players\": [{\"modifiers\": [{\"kind\": \"tough\", \"amount\": 5}]}, {}]}", ALT_E_POSITION);
    refuse("{\"players\": [{\"modifiers\": [{\"kind\": \"cost_less\", \"amount\": 1, \"this_day\": true}]}, {}]}",
           ALT_E_POSITION);
}

/* CR 4.0 2.2.15.a, d: what a player did this turn (encoding 8) goes to
 * JSON and back, and only a turn under way, in the Afternoon, has any:
 * at Night, or under encoding 7, it is refused; so is a key it lacks. */
static void test_2_2_15_d_what_a_player_did_this_turn_goes_to_json_and_back(void **state)
{
    (void)state;
    alt_game *g = load("{\"ruleset\": \"seeds-3\", \"players\": [{\"this_turn\": {\"cards_played\": 2, "
                       "\"discarded_from_reserve\": true, \"exhaust_activated\": true}}, {}]}");
    const alt_position *pos = position_of(g);
    assert_int_equal(pos->p[0].turn_played, 2);
    assert_int_equal(pos->p[0].turn_did, ALT_POS_TURN_DISCARDED_RESERVE | ALT_POS_TURN_EXHAUST);
    assert_int_equal(pos->p[1].turn_did, 0);
    char *text = replay_position_to_json(g);
    assert_non_null(strstr(text, "\"cards_played\": 2"));
    assert_non_null(strstr(text, "\"exhaust_activated\": true"));
    assert_null(strstr(text, "support_activated"));
    tally t = {0, 0};
    through_json(g, &t);
    free(text);
    alt_game_destroy(&g);
    const char *m = refuse("{\"ruleset\": \"seeds-3\", \"phase\": \"night\", \"players\": [{\"this_turn\": "
                           "{\"support_activated\": true}}, {}]}", ALT_E_POSITION);
    assert_non_null(strstr(m, "only in the Afternoon"));
    m = refuse("{\"ruleset\": \"seeds-3\", \"hash_encoding\": 7, \"players\": [{\"this_turn\": {\"cards_played\": 1}}, "
               "{}]}", ALT_E_POSITION);
    assert_non_null(strstr(m, "encoding 8 can"));
    refuse("{\"ruleset\": \"seeds-3\", \"players\": [{\"this_turn\": {\"passed\": true}}, {}]}", ALT_E_POSITION);
}

/* CR 6.2.d: an "instead" question is about one object, flagged while the
 * question waits: an object flagged as asked with no question waiting is
 * refused by the position's own checks, naming the field, before the
 * engine's invariant checker would find it. */
static void test_6_2_d_an_instead_asked_with_no_question_waiting_is_refused(void **state)
{
    (void)state;
    const char *m = refuse("{\"players\": [{\"zones\": {\"hero_expedition\": [{\"card\": \"ALT_CORE_B_BR_31_C\", "
                           "\"instead\": \"asked\"}]}}, {}]}", ALT_E_POSITION);
    assert_non_null(strstr(m, "resolving.step: an \"instead\" question"));   /* the field, not the checker's fallback */
    /* An answer outlives no question, and none is ever on a card out of
     * the Expedition zone (the move it replaces leaves an Expedition). */
    m = refuse("{\"players\": [{\"zones\": {\"hero_expedition\": [{\"card\": \"ALT_CORE_B_BR_31_C\", "
               "\"instead\": \"yes\"}]}}, {}]}", ALT_E_POSITION);
    assert_non_null(strstr(m, "resolving.step: 1 objects carry an \"instead\" answer"));
    m = refuse("{\"players\": [{\"zones\": {\"reserve\": [{\"card\": \"ALT_CORE_B_LY_08_C\", \"instead\": \"no\"}]}}, "
               "{}]}", ALT_E_POSITION);
    assert_non_null(strstr(m, "players[0].zones.reserve[0]: an \"instead\" question or answer on an object out of the "
                              "Expedition zone"));
}

/* CR 6.2.b: Progress waiting on the die of "if my Expedition would move
 * forward during Dusk" (Eris's rare), its player to keep one of two dice
 * (the Ouroboros, Lyra Bastion: "roll one more die"): the rolls made so far are
 * written on the Expedition and read back; anywhere else they are refused. */
static void test_6_2_b_progress_waiting_on_a_die_goes_to_json_and_back(void **state)
{
    (void)state;
    alt_cards *all = NULL;   /* every set: Eris is Skybound Odyssey's */
    assert_int_equal(alt_cards_bundled_named("all-1", &all), ALT_OK);
    static const char doc[] = "{\"ruleset\": \"seeds-3\", \"seed\": 1, \"decision\": {\"kind\": \"turn\", "
                              "\"player\": 0}, \"players\": [{\"zones\": {\"hero_expedition\": [\"ALT_CYCLONE_B_LY_75_R1\"], "
                              "\"landmarks\": [\"ALT_CORE_B_LY_30_C\"]}}, {\"passed\": true}]}";
    alt_game *g = NULL;
    if (replay_position_from_json(all, doc, strlen(doc), &g, msg, sizeof msg) != ALT_OK)
        fail_msg("refused: %s", msg);
    ts_apply(g, ts_act(ALT_ACT_PASS, 0, ALT_NO_OBJECT, 0, 0));
    alt_decision d = alt_game_decision(g);
    assert_int_equal(d.kind, ALT_DEC_CHOICE);
    assert_int_equal(d.phase, ALT_PHASE_DUSK);
    char *text = replay_position_to_json(g);
    assert_non_null(strstr(text, "\"progress_rolls\": 1"));
    tally t = {0, 0};
    through_json(g, &t);
    free(text);
    alt_game_destroy(&g);
    static const char outside[] = "{\"players\": [{\"zones\": {\"hero_expedition\": [\"ALT_CYCLONE_B_LY_75_R1\"]}, "
                                  "\"expeditions\": {\"hero\": {\"progress_rolls\": 1}}}, {}]}";
    assert_int_equal(replay_position_from_json(all, outside, strlen(outside), &g, msg, sizeof msg), ALT_E_POSITION);
    assert_non_null(strstr(msg, "only while Progress waits on a die"));
    refuse("{\"players\": [{\"expeditions\": {\"hero\": {\"progress_rolls\": 8}}}, {}]}", ALT_E_POSITION);
    alt_cards_destroy(&all);
}

static void test_a_name_that_is_not_the_cards_is_refused(void **state)
{
    (void)state;
    assert_string_equal(refuse("{\"players\": [{\"zones\": {\"hand\": [{\"card\": \"ALT_CORE_B_BR_04_C\","
                               " \"name\": \"Atlas\"}]}}, {}]}",
                               ALT_E_POSITION),
                        "players[0].zones.hand[0].name: \"Atlas\" is not the name of ALT_CORE_B_BR_04_C (Ratatoskr)");
}

static void test_versions_and_rulesets_this_build_does_not_hold_are_refused(void **state)
{
    (void)state;
    assert_string_equal(refuse("{\"version\": 2}", ALT_E_VERSION),
                        "version: position format 2 is not this build's (1)");
    char expected[128];
    snprintf(expected, sizeof expected, "cards_version: \"btg-0\" is not this card database (%s)",
             alt_cards_version(bundled));
    assert_string_equal(refuse("{\"cards_version\": \"btg-0\"}", ALT_E_VERSION), expected);
    assert_starts_with(refuse("{\"ruleset\": \"chess\"}", ALT_E_RULESET),
                       "ruleset: \"chess\" is not a ruleset of this build (seeds-1, cr3-1, ");
    /* A family's name is its latest revision; a versioned name, exactly it. */
    alt_game *g = load("{\"ruleset\": \"seeds-1\"}");
    assert_int_equal(alt_game_setup(g)->ruleset, ALT_RULESET_SEEDS_1);
    alt_game_destroy(&g);
    g = load("{\"ruleset\": \"seeds\"}");
    assert_int_equal(alt_game_setup(g)->ruleset, ALT_RULESET_SEEDS);
    alt_game_destroy(&g);
}

static void test_the_engine_refuses_a_decision_that_cannot_be_pending(void **state)
{
    (void)state;
    assert_string_equal(refuse("{\"phase\": \"morning\", \"decision\": {\"kind\": \"turn\"}}", ALT_E_POSITION),
                        "decision.kind: a Afternoon turn decision cannot be pending in the Morning phase");
    assert_string_equal(refuse("{\"phase\": \"over\"}", ALT_E_POSITION),
                        "outcome: a game has an outcome exactly when it is over");
    /* A turn for a player who passed (CR 4.2.3.e). */
    if (!strstr(refuse("{\"players\": [{\"passed\": true}, {}]}", ALT_E_POSITION), "4.2.3.e"))
        fail_msg("the refusal does not cite CR 4.2.3.e: %s", msg);
    /* A Clean-up pick outside the Night's Clean-up. */
    if (!strstr(refuse("{\"players\": [{\"zones\": {\"reserve\": [{\"card\": \"ALT_CORE_B_BR_04_C\","
                       " \"kept\": true}]}}, {}]}",
                       ALT_E_POSITION),
                "Clean-up"))
        fail_msg("the refusal does not name the Clean-up: %s", msg);
}

/* ---------------------------------------------------- either form */

static void test_load_tells_a_binary_position_from_a_json_one(void **state)
{
    (void)state;
    alt_game *g = load("{\"players\": [{\"zones\": {\"hand\": [\"ALT_CORE_B_BR_04_C\"]}}, {}]}");
    size_t n = alt_position_encode(g, bin_a, sizeof bin_a);
    alt_game *back = NULL;
    assert_int_equal(replay_position_load(bundled, bin_a, n, &back, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    char *text = replay_position_to_json(g);
    assert_int_equal(replay_position_load(bundled, (const uint8_t *)text, strlen(text), &back, msg, sizeof msg),
                     ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    /* A damaged binary position is the binary decoder's to refuse. */
    assert_int_equal(replay_position_load(bundled, bin_a, n - 1, &back, msg, sizeof msg), ALT_E_POSITION);
    assert_null(back);

    /* The same through a file, and a file that is not there. */
    char path[] = "/tmp/test_position_json_XXXXXX";
    int fd = mkstemp(path);
    assert_true(fd >= 0);
    FILE *f = fdopen(fd, "wb");
    assert_non_null(f);
    fputs(text, f);
    fclose(f);
    assert_int_equal(replay_position_read_file(bundled, path, &back, msg, sizeof msg), ALT_OK);
    assert_int_equal(alt_game_hash(back), alt_game_hash(g));
    alt_game_destroy(&back);
    unlink(path);
    assert_int_equal(replay_position_read_file(bundled, path, &back, msg, sizeof msg), ALT_E_ARG);
    assert_null(back);
    assert_starts_with(msg, path);
    free(text);
    alt_game_destroy(&g);
}

/* ----------------------------------------------- docs/position.md */

/* The examples' markers (an HTML comment on the line before a ```json
 * fence; none means "loads"):
 *   <!-- example: loads -->
 *   <!-- example: refused -->        the next ```text block is the message
 *   <!-- example: expansion -->      the dump of the json example before it
 *   <!-- example: excerpt FILE STEP -->  lines of the dump after step STEP
 *                                    of the game in FILE, in order ("..."
 *                                    lines stand for lines left out) */
typedef struct block {
    char marker[160];
    char *text;
    size_t len;
} block;

static char *read_all(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        fail_msg("cannot open %s", path);
    char *buf = NULL;
    size_t cap = 0, n = 0;
    for (;;) {
        if (n + 4096 > cap) {
            cap = cap ? 2 * cap : 65536;
            buf = realloc(buf, cap + 1);
            assert_non_null(buf);
        }
        size_t k = fread(buf + n, 1, cap - n, f);
        if (k == 0)
            break;
        n += k;
    }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* The next fenced block of kind ("```json\n") at or after *at. */
static int next_block(char **at, const char *kind, block *b)
{
    char fence[16];
    snprintf(fence, sizeof fence, "\n```%s\n", kind);
    char *start = strstr(*at, fence);
    if (!start)
        return 0;
    /* The marker is the line before the fence. */
    b->marker[0] = '\0';
    char *line_end = start, *line = start;
    while (line > *at && line[-1] != '\n')
        line--;
    size_t ml = (size_t)(line_end - line);
    if (ml < sizeof b->marker && strncmp(line, "<!-- example:", 13) == 0) {
        memcpy(b->marker, line, ml);
        b->marker[ml] = '\0';
    }
    b->text = start + strlen(fence);
    char *end = strstr(b->text, "\n```");
    assert_non_null(end);
    b->len = (size_t)(end - b->text) + 1;
    *at = end + 4;
    return 1;
}

static void check_excerpt(const block *b)
{
    char file[128];
    unsigned step;
    if (sscanf(b->marker, "<!-- example: excerpt %127s %u -->", file, &step) != 2)
        fail_msg("a malformed excerpt marker: %s", b->marker);
    char err[256];
    replay_reader *r = replay_reader_open(file, err, sizeof err);
    if (!r)
        fail_msg("%s: %s", file, err);
    Altered__GameLog *log = NULL;
    assert_int_equal(replay_reader_next(r, &log, err, sizeof err), 1);
    alt_game *g = replay_state_before(bundled, log, step + 1);
    assert_non_null(g);
    char *dump = replay_position_to_json(g);
    assert_non_null(dump);
    char *text = strndup(b->text, b->len);
    assert_non_null(text);
    /* Each excerpt line is a whole line of the dump, after the last one
     * matched; strtok_r keeps the two line walks apart. */
    char *dump_save = NULL, *text_save = NULL;
    char *have = strtok_r(dump, "\n", &dump_save);
    for (char *line = strtok_r(text, "\n", &text_save); line; line = strtok_r(NULL, "\n", &text_save)) {
        if (strspn(line, " .") == strlen(line))
            continue;
        while (have && strcmp(have, line) != 0)
            have = strtok_r(NULL, "\n", &dump_save);
        if (!have)
            fail_msg("excerpt line \"%s\" is not in the dump of %s after step %u (in order)", line, file, step);
        have = strtok_r(NULL, "\n", &dump_save);
    }
    free(text);
    free(dump);
    alt_game_destroy(&g);
    replay_reader_close(&r);
}

static void test_every_json_example_in_the_documentation_does_what_it_says(void **state)
{
    (void)state;
    size_t len;
    char *doc = read_all("docs/position.md", &len);
    char *at = doc;
    block b;
    char *previous = NULL;
    size_t loads = 0, refusals = 0, expansions = 0, excerpts = 0;
    while (next_block(&at, "json", &b)) {
        if (strstr(b.marker, "excerpt")) {
            check_excerpt(&b);
            excerpts++;
            continue;
        }
        alt_game *g = NULL;
        alt_err err = replay_position_from_json(bundled, b.text, b.len, &g, msg, sizeof msg);
        if (strstr(b.marker, "refused")) {
            if (err == ALT_OK)
                fail_msg("a documented refusal loads:\n%.*s", (int)b.len, b.text);
            block m;
            char *after = at;
            assert_true(next_block(&after, "text", &m));
            at = after;
            if (m.len != strlen(msg) + 1 || strncmp(m.text, msg, m.len - 1) != 0)
                fail_msg("documented: %.*s\nactual:     %s", (int)m.len - 1, m.text, msg);
            refusals++;
            continue;
        }
        if (err != ALT_OK)
            fail_msg("a documented example is refused: %s\n%.*s", msg, (int)b.len, b.text);
        char *dump = replay_position_to_json(g);
        assert_non_null(dump);
        if (strstr(b.marker, "expansion")) {
            assert_non_null(previous);
            if (strcmp(previous, dump) != 0 || strlen(dump) != b.len || strncmp(dump, b.text, b.len) != 0)
                fail_msg("the documented expansion is not the dump of the example before it:\n%s", previous);
            expansions++;
        }
        free(previous);
        previous = dump;
        alt_game_destroy(&g);
        loads++;
    }
    free(previous);
    free(doc);
    print_message("docs/position.md: %zu examples load, %zu expansions match, %zu refusals match, %zu excerpts match\n",
                  loads, expansions, refusals, excerpts);
    assert_true(loads >= 2 && expansions >= 1 && refusals >= 1 && excerpts >= 1);
}

/* CR 5.1.2.j: Characters and Expedition Permanents join an Expedition,
 * Landmark Permanents the Landmark zone, Spells neither. A position that
 * puts a card elsewhere is refused naming the field; the same card in its
 * own zone loads. */
static void test_5_1_2_j_a_card_is_in_play_only_in_its_own_zone(void **state)
{
    (void)state;
    assert_string_equal(refuse("{\"players\": [{\"zones\": {\"hero_expedition\": [\"ALT_CORE_B_AX_25_C\"]}}, {}]}",
                               ALT_E_POSITION),
                        "players[0].zones.hero_expedition[0].card: ALT_CORE_B_AX_25_C (Axiom Reprocessor) cannot be in "
                        "an Expedition (CR 5.1.2.j: only Characters and Expedition Permanents join one)");
    assert_string_equal(refuse("{\"players\": [{}, {\"zones\": {\"companion_expedition\": "
                               "[\"ALT_CORE_B_YZ_19_C\"]}}]}",
                               ALT_E_POSITION),
                        "players[1].zones.companion_expedition[0].card: ALT_CORE_B_YZ_19_C (Magical Training) cannot be "
                        "in an Expedition (CR 5.1.2.j: only Characters and Expedition Permanents join one)");
    assert_string_equal(refuse("{\"players\": [{\"zones\": {\"landmarks\": [\"ALT_CORE_B_OR_05_C\"]}}, {}]}",
                               ALT_E_POSITION),
                        "players[0].zones.landmarks[0].card: ALT_CORE_B_OR_05_C (Ordis Trooper) cannot be in the "
                        "Landmark zone (CR 5.1.2.j: only Landmark Permanents join it)");
    alt_game *g = NULL;
    const char *fine = "{\"players\": [{\"zones\": {\"landmarks\": [\"ALT_CORE_B_AX_25_C\"], "
                       "\"hero_expedition\": [\"ALT_CORE_B_OR_05_C\"]}}, {}]}";
    assert_int_equal(replay_position_from_json(bundled, fine, strlen(fine), &g, msg, sizeof msg), ALT_OK);
    alt_game_destroy(&g);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_golden_game_state_goes_to_json_and_back_unchanged),
        cmocka_unit_test(test_an_empty_document_is_day_1_afternoon_with_player_0_to_play),
        cmocka_unit_test(test_atlas_with_2_boosts_in_the_companion_expedition_p1_passed_p0_to_play),
        cmocka_unit_test(test_without_a_deck_list_ids_number_the_listed_cards_in_zone_order),
        cmocka_unit_test(test_an_entry_with_an_explicit_id_keeps_it_and_the_others_fill_around_it),
        cmocka_unit_test(test_with_a_deck_list_the_cards_no_zone_lists_fill_the_deck_bottom_first),
        cmocka_unit_test(test_a_seed_stands_for_the_generator_state_it_starts),
        cmocka_unit_test(test_format_is_constructed_when_both_players_have_a_hero_else_limited),
        cmocka_unit_test(test_a_tumult_card_an_expedition_has_reached_is_face_up_by_default),
        cmocka_unit_test(test_a_token_entry_takes_the_lowest_free_token_id),
        cmocka_unit_test(test_a_dump_of_a_partial_document_is_the_full_canonical_form),
        cmocka_unit_test(test_an_unknown_key_is_refused_naming_its_path),
        cmocka_unit_test(test_a_wrong_type_is_refused_naming_its_path),
        cmocka_unit_test(test_an_unknown_card_reference_is_refused_naming_its_path),
        cmocka_unit_test(test_a_card_in_two_zones_is_refused),
        cmocka_unit_test(test_malformed_json_is_refused_with_its_line_and_column),
        cmocka_unit_test(test_every_truncation_of_a_dump_is_refused_as_malformed),
        cmocka_unit_test(test_random_damage_to_a_dump_never_crashes_and_what_loads_is_sound),
        cmocka_unit_test(test_oversized_and_deeply_nested_documents_are_refused),
        cmocka_unit_test(test_a_number_out_of_range_is_refused),
        cmocka_unit_test(test_1_4_6_daily_uses_are_per_ability_from_revision_2),
        cmocka_unit_test(test_2_2_15_a_this_day_tough_modifier_goes_to_json_and_back),
        cmocka_unit_test(test_2_2_15_d_what_a_player_did_this_turn_goes_to_json_and_back),
        cmocka_unit_test(test_6_2_d_an_instead_asked_with_no_question_waiting_is_refused),
        cmocka_unit_test(test_6_2_b_progress_waiting_on_a_die_goes_to_json_and_back),
        cmocka_unit_test(test_a_name_that_is_not_the_cards_is_refused),
        cmocka_unit_test(test_versions_and_rulesets_this_build_does_not_hold_are_refused),
        cmocka_unit_test(test_the_engine_refuses_a_decision_that_cannot_be_pending),
        cmocka_unit_test(test_load_tells_a_binary_position_from_a_json_one),
        cmocka_unit_test(test_every_json_example_in_the_documentation_does_what_it_says),
        cmocka_unit_test(test_5_1_2_j_a_card_is_in_play_only_in_its_own_zone),
    };
    return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
