/*
 * test_wire_strict.c: a message that protobuf readers could read two ways
 * is refused, naming the field and the rule; what this project's writers
 * pack passes. Each case is a packed message with one thing added, in
 * both orders where the order decides which occurrence a reader keeps.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "altered.pb-c.h"
#include "wire_strict.h"

typedef struct buf {
    uint8_t b[4096];
    size_t n;
} buf;

static void put(buf *o, const void *p, size_t n)
{
    assert_true(o->n + n <= sizeof o->b);
    memcpy(o->b + o->n, p, n);
    o->n += n;
}

static void put_varint(buf *o, uint64_t v)
{
    do {
        uint8_t b = (uint8_t)(v & 0x7F);
        v >>= 7;
        if (v)
            b |= 0x80;
        put(o, &b, 1);
    } while (v);
}

static void put_field(buf *o, unsigned number, const void *p, size_t n)
{
    put_varint(o, (uint64_t)number << 3 | 2);
    put_varint(o, n);
    put(o, p, n);
}

/* A Verdict as verify --sign packs it: a file, a digest, a game with a header. */
static buf verdict_bytes(const char *player0)
{
    Altered__Event e = ALTERED__EVENT__INIT;
    char *players[2] = {(char *)player0, (char *)"Bruno"};
    e.name = (char *)"Open";
    e.round = 3;
    e.players = players;
    e.n_players = 2;
    Altered__Header h = ALTERED__HEADER__INIT;
    h.seed = 7;
    h.event = &e;
    uint32_t chance[3] = {1, 2, 300};
    h.setup_chance = chance;
    h.n_setup_chance = 3;
    Altered__GameVerdict g = ALTERED__GAME_VERDICT__INIT;
    g.index = 1;
    g.header = &h;
    g.winner = -1;
    g.verdict_name = (char *)"verified";
    Altered__GameVerdict *games[1] = {&g};
    uint8_t sha[32] = {1, 2, 3};
    Altered__Verdict v = ALTERED__VERDICT__INIT;
    v.version = 1;
    v.file = (char *)"round3.altlog";
    v.sha256.data = sha;
    v.sha256.len = 32;
    v.games = games;
    v.n_games = 1;
    v.signed_at = 1796083200;
    buf o = {.n = altered__verdict__get_packed_size(&v)};
    assert_true(o.n <= sizeof o.b);
    altered__verdict__pack(&v, o.b);
    return o;
}

static int strict(const ProtobufCMessageDescriptor *d, const buf *b, char *why)
{
    return replay_wire_strict_check(d, b->b, b->n, why, 200);
}

static void test_what_the_writers_pack_passes(void **state)
{
    (void)state;
    char why[200];
    buf v = verdict_bytes("Alice");
    assert_int_equal(strict(&altered__verdict__descriptor, &v, why), 0);
    buf sv = {0};
    put_field(&sv, 1, v.b, v.n);
    uint8_t key[32] = {0}, sig[64] = {0};
    put_field(&sv, 2, key, sizeof key);
    put_field(&sv, 3, sig, sizeof sig);
    assert_int_equal(strict(&altered__signed_verdict__descriptor, &sv, why), 0);
    buf empty = {0};
    assert_int_equal(strict(&altered__verdict__descriptor, &empty, why), 0);
}

/* Two verdicts in one SignedVerdict: refused whichever comes first (one
 * reader keeps the first, protobuf-c the last). */
static void test_a_field_given_twice_is_refused_in_both_orders(void **state)
{
    (void)state;
    char why[200];
    buf real = verdict_bytes("Alice"), forged = verdict_bytes("Mallory");
    const buf *order[2][2] = {{&real, &forged}, {&forged, &real}};
    for (int k = 0; k < 2; k++) {
        buf sv = {0};
        put_field(&sv, 1, order[k][0]->b, order[k][0]->n);
        put_field(&sv, 2, "k", 1);
        put_field(&sv, 1, order[k][1]->b, order[k][1]->n);
        assert_int_equal(strict(&altered__signed_verdict__descriptor, &sv, why), -1);
        assert_string_equal(why, "field 1 (verdict) given twice");
    }
    /* A scalar given twice, deep inside: the game's header's seed. */
    buf v = verdict_bytes("Alice");
    Altered__Verdict *u = altered__verdict__unpack(NULL, v.n, v.b);
    assert_non_null(u);
    buf h = {.n = altered__header__get_packed_size(u->games[0]->header)};
    altered__header__pack(u->games[0]->header, h.b);
    altered__verdict__free_unpacked(u, NULL);
    uint8_t seed_again[2] = {4 << 3 | 0, 9};
    put(&h, seed_again, sizeof seed_again);
    buf g = {0};
    put_varint(&g, 1 << 3 | 0);
    put_varint(&g, 1);
    put_field(&g, 3, h.b, h.n);
    buf w = {0};
    put_field(&w, 10, g.b, g.n);
    assert_int_equal(strict(&altered__verdict__descriptor, &w, why), -1);
    assert_string_equal(why, "games[0].header: field 4 (seed) given twice");
}

static void test_repeated_fields_may_repeat(void **state)
{
    (void)state;
    char why[200];
    buf e = {0};
    put_field(&e, 4, "Alice", 5);
    put_field(&e, 1, "Open", 4);
    put_field(&e, 4, "Bruno", 5);
    assert_int_equal(strict(&altered__event__descriptor, &e, why), 0);
    /* A repeated number, packed or not. */
    buf hd = {0};
    uint8_t packed[3] = {1, 2, 3}, one[2] = {8 << 3 | 0, 5};
    put_field(&hd, 8, packed, sizeof packed);
    put(&hd, one, sizeof one);
    assert_int_equal(strict(&altered__header__descriptor, &hd, why), 0);
}

static void test_an_unknown_field_is_refused(void **state)
{
    (void)state;
    char why[200];
    buf v = verdict_bytes("Alice");
    uint8_t extra[2] = {13 << 3 | 0, 1};
    put(&v, extra, sizeof extra);
    assert_int_equal(strict(&altered__verdict__descriptor, &v, why), -1);
    assert_string_equal(why, "field 13 is not one of this message's");
}

static void test_trailing_bytes_are_refused(void **state)
{
    (void)state;
    char why[200];
    const uint8_t tails[][2] = {{0x00, 0x00}, {0x0a, 0x05}, {0x08, 0x80}};
    for (size_t i = 0; i < sizeof tails / sizeof tails[0]; i++) {
        buf v = verdict_bytes("Alice");
        put(&v, tails[i], i == 0 ? 1 : 2);
        assert_int_equal(strict(&altered__verdict__descriptor, &v, why), -1);
        assert_true(strlen(why) > 0);
    }
}

static void test_another_wire_type_is_refused(void **state)
{
    (void)state;
    char why[200];
    buf v = {0};
    put_field(&v, 1, "x", 1);   /* version is a varint */
    assert_int_equal(strict(&altered__verdict__descriptor, &v, why), -1);
    assert_string_equal(why, "field 1 (version) has another wire type than its type's");
}

static void test_a_value_out_of_range_is_refused(void **state)
{
    (void)state;
    char why[200];
    buf v = {0};
    put_varint(&v, 1 << 3 | 0);
    put_varint(&v, (uint64_t)1 << 32 | 1);   /* version 1 to protobuf-c, which keeps 32 bits */
    assert_int_equal(strict(&altered__verdict__descriptor, &v, why), -1);
    assert_string_equal(why, "field 1 (version): a value out of its type's range");
    /* A negative int32 is sign-extended: it fits. */
    buf g = {0};
    put_varint(&g, 8 << 3 | 0);
    put_varint(&g, (uint64_t)-1);
    assert_int_equal(strict(&altered__game_verdict__descriptor, &g, why), 0);
    buf packed = {0};
    uint8_t cut[2] = {0x80, 0x80};
    put_field(&packed, 8, cut, sizeof cut);
    assert_int_equal(strict(&altered__header__descriptor, &packed, why), -1);
}

static void test_two_members_of_a_oneof_are_refused(void **state)
{
    (void)state;
    char why[200];
    buf r = {0};
    put_field(&r, 6, "", 0);   /* info */
    put_field(&r, 2, "", 0);   /* legal */
    assert_int_equal(strict(&altered__request__descriptor, &r, why), -1);
    assert_string_equal(why, "field 2 (legal) set beside another field of its oneof");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_what_the_writers_pack_passes),
        cmocka_unit_test(test_a_field_given_twice_is_refused_in_both_orders),
        cmocka_unit_test(test_repeated_fields_may_repeat),
        cmocka_unit_test(test_an_unknown_field_is_refused),
        cmocka_unit_test(test_trailing_bytes_are_refused),
        cmocka_unit_test(test_another_wire_type_is_refused),
        cmocka_unit_test(test_a_value_out_of_range_is_refused),
        cmocka_unit_test(test_two_members_of_a_oneof_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
