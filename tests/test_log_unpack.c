/*
 * test_log_unpack.c: the reader's decoder takes a game log as writers emit
 * it and gives what protobuf-c gives; a message of any other shape it
 * leaves to protobuf-c, whose reading (or refusal) then stands
 * (replay/log_unpack.h, docs/log-format.md "How a reader may unpack a log").
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "altered.pb-c.h"
#include "log_unpack.h"

enum { STEPS = 40 };

typedef struct packed {
    uint8_t bytes[8192];
    size_t len;
} packed;

/* A game of STEPS steps with a header; with_position: step 2 carries one. */
static void pack_game(packed *out, int with_position)
{
    Altered__Versions v;
    altered__versions__init(&v);
    v.engine = (char *)"1.0.0";
    v.ruleset = (char *)"seeds-2";
    v.rng = (char *)"xoshiro256ss-1";
    v.card_db = (char *)"btg-1";
    v.card_db_digest = 0xfedcba9876543210u;
    v.hash_encoding = 5;
    const char *cards[] = {"ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_05_C"};
    Altered__Deck d0, d1;
    altered__deck__init(&d0);
    altered__deck__init(&d1);
    d0.hero = d1.hero = (char *)"ALT_CORE_B_AX_01_C";
    d0.cards = d1.cards = (char **)cards;
    d0.n_cards = d1.n_cards = 2;
    Altered__Deck *decks[2] = {&d0, &d1};
    const char *players[] = {"Ada", "Bo"};
    Altered__Event e;
    altered__event__init(&e);
    e.name = (char *)"Cup";
    e.round = 3;
    e.table = 200;
    e.players = (char **)players;
    e.n_players = 2;
    uint32_t setup_chance[] = {4, 1, 300};
    Altered__Header h;
    altered__header__init(&h);
    h.format_version = 1;
    h.versions = &v;
    h.format = ALTERED__FORMAT__FORMAT_LIMITED;
    h.seed = UINT64_MAX;   /* a varint of ten bytes */
    h.decks = decks;
    h.n_decks = 2;
    h.event = &e;
    h.chance = ALTERED__CHANCE_MODE__CHANCE_RECORDED;
    h.setup_chance = setup_chance;
    h.n_setup_chance = 3;
    Altered__Action acts[STEPS];
    Altered__Step steps[STEPS], *list[STEPS];
    for (size_t i = 0; i < STEPS; i++) {
        altered__action__init(&acts[i]);
        acts[i].kind = (Altered__ActionKind)(1 + i % 8);
        acts[i].player = (uint32_t)(i % 2);
        acts[i].object = i % 5 ? (uint32_t)i : 255;
        acts[i].expedition = (uint32_t)(i % 3 == 0);
        acts[i].choice = i == 7 ? UINT32_MAX : (uint32_t)(i * 300);   /* one-byte to five-byte varints */
        altered__step__init(&steps[i]);
        steps[i].action = i == 9 ? NULL : &acts[i];   /* a step may hold no action */
        steps[i].hash = 0x0123456789abcdefu * (i + 1);
        list[i] = &steps[i];
    }
    if (with_position) {
        steps[1].position.data = (uint8_t *)"ALTP";
        steps[1].position.len = 4;
    }
    Altered__GameLog log;
    altered__game_log__init(&log);
    log.header = &h;
    log.initial_hash = 42;
    log.steps = list;
    log.n_steps = STEPS;
    out->len = altered__game_log__get_packed_size(&log);
    assert_true(out->len <= sizeof out->bytes);
    altered__game_log__pack(&log, out->bytes);
}

/* The two games pack to the same bytes: the same fields, unknown ones too. */
static void assert_same_game(const Altered__GameLog *a, const Altered__GameLog *b)
{
    size_t n = altered__game_log__get_packed_size(a);
    assert_int_equal(n, altered__game_log__get_packed_size(b));
    uint8_t *x = malloc(n + 1), *y = malloc(n + 1);
    assert_non_null(x);
    assert_non_null(y);
    altered__game_log__pack(a, x);
    altered__game_log__pack(b, y);
    assert_memory_equal(x, y, n);
    free(x);
    free(y);
}

static void test_log_format_a_game_as_written_is_taken_by_the_decoder(void **state)
{
    (void)state;
    packed p;
    pack_game(&p, 0);
    replay_arena arena;
    replay_arena_init(&arena, 0);
    Altered__GameLog *fast = replay_log_unpack_fast(&arena, p.bytes, p.len);
    Altered__GameLog *lib = altered__game_log__unpack(NULL, p.len, p.bytes);
    assert_non_null(fast);
    assert_non_null(lib);
    assert_int_equal(fast->n_steps, STEPS);
    assert_int_equal(fast->initial_hash, 42);
    assert_string_equal(fast->header->versions->ruleset, "seeds-2");
    assert_string_equal(fast->header->decks[1]->cards[1], "ALT_CORE_B_AX_05_C");
    assert_int_equal(fast->header->seed, UINT64_MAX);
    assert_string_equal(fast->header->event->players[1], "Bo");
    assert_int_equal(fast->header->n_setup_chance, 3);
    assert_int_equal(fast->header->setup_chance[2], 300);
    assert_null(fast->steps[9]->action);
    assert_int_equal(fast->steps[7]->action->choice, UINT32_MAX);
    assert_int_equal(fast->steps[5]->action->object, 255);
    assert_int_equal(fast->steps[39]->hash, 0x0123456789abcdefu * 40);
    assert_same_game(fast, lib);
    int plain = 0;
    assert_non_null(replay_log_unpack(&arena, p.bytes, p.len, &plain));
    assert_int_equal(plain, 1);   /* its strings need no check of their own */
    altered__game_log__free_unpacked(lib, NULL);
    replay_arena_destroy(&arena);
}

/* A deck lists a card's copies one after another: the decoder gives a
 * copy the string of the copy before it, which is how setting up the game
 * finds its card without a lookup; a card between copies starts anew. */
static void test_log_format_a_decks_copies_share_one_string(void **state)
{
    (void)state;
    const char *cards[] = {"ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_05_C", "ALT_CORE_B_AX_04_C"};
    Altered__Deck d;
    altered__deck__init(&d);
    d.hero = (char *)"ALT_CORE_B_AX_01_C";
    d.cards = (char **)cards;
    d.n_cards = 4;
    Altered__Deck *decks[2] = {&d, &d};
    Altered__Header h;
    altered__header__init(&h);
    h.format_version = 1;
    h.decks = decks;
    h.n_decks = 2;
    Altered__GameLog log;
    altered__game_log__init(&log);
    log.header = &h;
    uint8_t bytes[1024];
    size_t len = altered__game_log__get_packed_size(&log);
    assert_true(len <= sizeof bytes);
    altered__game_log__pack(&log, bytes);

    replay_arena arena;
    replay_arena_init(&arena, 0);
    Altered__GameLog *fast = replay_log_unpack_fast(&arena, bytes, len);
    assert_non_null(fast);
    char **got = fast->header->decks[0]->cards;
    assert_int_equal(fast->header->decks[0]->n_cards, 4);
    assert_ptr_equal(got[0], got[1]);
    assert_ptr_not_equal(got[1], got[2]);
    assert_ptr_not_equal(got[2], got[3]);
    assert_ptr_not_equal(got[0], got[3]);   /* only the one just before */
    for (size_t i = 0; i < 4; i++)
        assert_string_equal(got[i], cards[i]);
    Altered__GameLog *lib = altered__game_log__unpack(NULL, len, bytes);
    assert_non_null(lib);
    assert_same_game(fast, lib);
    altered__game_log__free_unpacked(lib, NULL);
    replay_arena_destroy(&arena);
}

/* msg as replay_log_unpack reads it: not by the decoder, and what
 * protobuf-c reads (NULL when protobuf-c refuses it). */
static void assert_left_to_protobuf_c(const uint8_t *msg, size_t len, int valid)
{
    replay_arena arena;
    replay_arena_init(&arena, 0);
    assert_null(replay_log_unpack_fast(&arena, msg, len));
    int plain = -1;
    Altered__GameLog *got = replay_log_unpack(&arena, msg, len, &plain);
    assert_int_equal(plain, 0);   /* the caller checks the strings */
    Altered__GameLog *lib = altered__game_log__unpack(NULL, len, msg);
    if (valid) {
        assert_non_null(got);
        assert_non_null(lib);
        assert_same_game(got, lib);
        altered__game_log__free_unpacked(lib, NULL);
    } else {
        assert_null(got);
        assert_null(lib);
    }
    replay_arena_destroy(&arena);
}

static void test_log_format_a_step_with_a_position_is_left_to_protobuf_c(void **state)
{
    (void)state;
    packed p;
    pack_game(&p, 1);
    assert_left_to_protobuf_c(p.bytes, p.len, 1);
    replay_arena arena;
    replay_arena_init(&arena, 0);
    int plain;
    Altered__GameLog *log = replay_log_unpack(&arena, p.bytes, p.len, &plain);
    assert_int_equal(log->steps[1]->position.len, 4);
    assert_memory_equal(log->steps[1]->position.data, "ALTP", 4);
    replay_arena_destroy(&arena);
}

/* One step whose action field comes twice: protobuf-c decides which. */
static void test_log_format_an_action_given_twice_means_what_protobuf_c_reads(void **state)
{
    (void)state;
    static const uint8_t msg[] = {0x1A, 8, 0x0A, 2, 0x08, 0x06, 0x0A, 2, 0x28, 0x01};
    assert_left_to_protobuf_c(msg, sizeof msg, 1);
}

/* A choice spelled in six bytes: protobuf-c keeps its low 32 bits. */
static void test_log_format_a_varint_longer_than_32_bits_is_left_to_protobuf_c(void **state)
{
    (void)state;
    static const uint8_t msg[] = {0x1A, 11, 0x0A, 9, 0x08, 0x06, 0x28, 0x81, 0x80, 0x80, 0x80, 0x80, 0x00};
    assert_left_to_protobuf_c(msg, sizeof msg, 1);
    static const uint8_t five[] = {0x1A, 10, 0x0A, 8, 0x08, 0x06, 0x28, 0xFF, 0xFF, 0xFF, 0xFF, 0x1F};
    assert_left_to_protobuf_c(five, sizeof five, 1);
}

static void test_log_format_fields_the_decoder_does_not_know_are_left_to_protobuf_c(void **state)
{
    (void)state;
    static const uint8_t in_step[] = {0x1A, 6, 0x0A, 2, 0x08, 0x06, 0x38, 0x01};   /* Step field 7 */
    assert_left_to_protobuf_c(in_step, sizeof in_step, 1);
    static const uint8_t trailer[] = {0x7A, 2, 0x08, 0x01};   /* an archive trailer */
    assert_left_to_protobuf_c(trailer, sizeof trailer, 1);
    static const uint8_t chance[] = {0x1A, 6, 0x0A, 2, 0x08, 0x09, 0x20, 0x03};   /* recorded chance */
    assert_left_to_protobuf_c(chance, sizeof chance, 1);
}

/* Text beyond ASCII, or a NUL inside a string: protobuf-c reads it, and
 * the reader then checks the strings on the wire (docs/log-format.md,
 * "Strings"). */
static void test_log_format_a_string_beyond_ascii_is_left_to_protobuf_c(void **state)
{
    (void)state;
    static const uint8_t utf8[] = {0x0A, 8, 0x32, 6, 0x0A, 4, 'C', 'a', 0xC3, 0xA9};   /* event "Caé" */
    assert_left_to_protobuf_c(utf8, sizeof utf8, 1);
    static const uint8_t nul[] = {0x0A, 7, 0x32, 5, 0x0A, 3, 'C', 0, 'p'};   /* event "C\0p" */
    assert_left_to_protobuf_c(nul, sizeof nul, 1);
    static const uint8_t ascii[] = {0x0A, 7, 0x32, 5, 0x0A, 3, 'C', 'u', 'p'};
    replay_arena arena;
    replay_arena_init(&arena, 0);
    Altered__GameLog *log = replay_log_unpack_fast(&arena, ascii, sizeof ascii);
    assert_non_null(log);
    assert_string_equal(log->header->event->name, "Cup");
    replay_arena_destroy(&arena);
}

static void test_log_format_a_message_cut_short_is_malformed(void **state)
{
    (void)state;
    packed p;
    pack_game(&p, 0);
    assert_left_to_protobuf_c(p.bytes, p.len - 1, 0);   /* the last step's hash cut */
    static const uint8_t varint_cut[] = {0x1A, 3, 0x0A, 1, 0x08};
    assert_left_to_protobuf_c(varint_cut, sizeof varint_cut, 0);
    static const uint8_t length_over[] = {0x1A, 9, 0x0A, 2, 0x08, 0x06};
    assert_left_to_protobuf_c(length_over, sizeof length_over, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_log_format_a_game_as_written_is_taken_by_the_decoder),
        cmocka_unit_test(test_log_format_a_decks_copies_share_one_string),
        cmocka_unit_test(test_log_format_a_step_with_a_position_is_left_to_protobuf_c),
        cmocka_unit_test(test_log_format_an_action_given_twice_means_what_protobuf_c_reads),
        cmocka_unit_test(test_log_format_a_varint_longer_than_32_bits_is_left_to_protobuf_c),
        cmocka_unit_test(test_log_format_fields_the_decoder_does_not_know_are_left_to_protobuf_c),
        cmocka_unit_test(test_log_format_a_string_beyond_ascii_is_left_to_protobuf_c),
        cmocka_unit_test(test_log_format_a_message_cut_short_is_malformed),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
