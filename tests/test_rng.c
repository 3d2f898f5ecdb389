/*
 * test_rng.c: the game's one source of chance (engine/rng.h).
 *
 * The numbers below are the test vectors of docs/rng.md. They were computed
 * by tools/rng_reference.py, an independent Python implementation written
 * from that document, and they are the same numbers the C code produces:
 * another implementation that matches them replays a game's shuffles.
 * A change to any of them is a change of algorithm and needs a new
 * ALT_RNG_VERSION.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <string.h>

#include "altered.h"
#include "rng.h"

static void test_version_names_the_algorithm(void **state)
{
    (void)state;
    assert_string_equal(ALT_RNG_VERSION, "xoshiro256ss-1");
}

/* splitmix64 from x = seed gives the four state words, s[0] first. */
static void test_seeding_vectors(void **state)
{
    (void)state;
    static const struct {
        uint64_t seed;
        uint64_t s[4];
    } v[] = {
        {0, {0xE220A8397B1DCDAFull, 0x6E789E6AA1B965F4ull, 0x06C45D188009454Full, 0xF88BB8A8724C81ECull}},
        {1, {0x910A2DEC89025CC1ull, 0xBEEB8DA1658EEC67ull, 0xF893A2EEFB32555Eull, 0x71C18690EE42C90Bull}},
        {0xDEADBEEF, {0x4ADFB90F68C9EB9Bull, 0xDE586A3141A10922ull, 0x021FBC2F8E1CFC1Dull, 0x7466CE737BE16790ull}},
    };
    for (size_t k = 0; k < sizeof v / sizeof v[0]; k++) {
        uint64_t s[4];
        alt_rng_seed(s, v[k].seed);
        for (int i = 0; i < 4; i++)
            assert_true(s[i] == v[k].s[i]);
    }
}

/* The first eight xoshiro256** outputs after seeding. */
static void test_output_vectors(void **state)
{
    (void)state;
    static const struct {
        uint64_t seed;
        uint64_t out[8];
    } v[] = {
        {0, {0x99EC5F36CB75F2B4ull, 0xBF6E1F784956452Aull, 0x1A5F849D4933E6E0ull, 0x6AA594F1262D2D2Cull,
             0xBBA5AD4A1F842E59ull, 0xFFEF8375D9EBCACAull, 0x6C160DEED2F54C98ull, 0x8920AD648FC30A3Full}},
        {1, {0xB3F2AF6D0FC710C5ull, 0x853B559647364CEAull, 0x92F89756082A4514ull, 0x642E1C7BC266A3A7ull,
             0xB27A48E29A233673ull, 0x24C123126FFDA722ull, 0x123004EF8DF510E6ull, 0x61954DCC47B1E89Dull}},
        {0xDEADBEEF, {0xC5555444A74D7E83ull, 0x65C30D37B4B16E38ull, 0x54F773200A4EFA23ull, 0x429AED75FB958AF7ull,
                      0xFB0E1DD69C255B2Eull, 0x9D6D02EC58814A27ull, 0xF4199B9DA2E4B2A3ull, 0x54BC5B2C11A4540Aull}},
    };
    for (size_t k = 0; k < sizeof v / sizeof v[0]; k++) {
        uint64_t s[4];
        alt_rng_seed(s, v[k].seed);
        for (int i = 0; i < 8; i++)
            assert_true(alt_rng_next(s) == v[k].out[i]);
    }

    /* A longer run: the sum (mod 2^64) of the first 1000 outputs of seed 0. */
    uint64_t s[4], sum = 0;
    alt_rng_seed(s, 0);
    for (int i = 0; i < 1000; i++)
        sum += alt_rng_next(s);
    assert_true(sum == 0x3059C902902F9C50ull);
}

/* One generator (seed 42), four draws of below(n) for each n in turn. The
 * last n, 2^63 + 1, rejects about half of all draws: its first answer comes
 * only after five rejected outputs. */
static void test_below_vectors(void **state)
{
    (void)state;
    static const struct {
        uint64_t n;
        uint64_t out[4];
    } v[] = {
        {1, {0, 0, 0, 0}},
        {2, {0, 0, 0, 1}},
        {3, {1, 2, 1, 1}},
        {6, {4, 4, 1, 4}},
        {10, {1, 6, 5, 8}},
        {52, {21, 11, 41, 39}},
        {1000, {912, 888, 964, 784}},
        {1ull << 32, {1329320954, 322636762, 1227701245, 223357754}},
        {(1ull << 63) + 1, {826944335502010529ull, 8646876695837321714ull,
                            2317822697487788913ull, 5856491322825941228ull}},
    };
    uint64_t s[4];
    alt_rng_seed(s, 42);
    for (size_t k = 0; k < sizeof v / sizeof v[0]; k++)
        for (int i = 0; i < 4; i++)
            assert_true(alt_rng_below(s, v[k].n) == v[k].out[i]);
}

/* below(1) still consumes one output; below(n) consumes one output per
 * draw until one is at or under the limit. */
static void test_below_consumes_outputs(void **state)
{
    (void)state;
    uint64_t a[4], b[4];
    alt_rng_seed(a, 9);
    alt_rng_seed(b, 9);
    assert_true(alt_rng_below(a, 1) == 0);
    alt_rng_next(b);
    assert_memory_equal(a, b, sizeof a);

    /* For n = 6 the limit is 2^64 - 5: any draw is accepted but the top four,
     * so below(6) is next() % 6. */
    for (int i = 0; i < 100; i++)
        assert_true(alt_rng_below(a, 6) == alt_rng_next(b) % 6);
}

static void test_below_stays_in_bounds(void **state)
{
    (void)state;
    static const uint64_t ns[] = {1, 2, 3, 5, 7, 10, 29, 30, 60, 92, 255, 256, 1000003,
                                  (1ull << 62) + 12345, (1ull << 63) + 1, UINT64_MAX};
    uint64_t s[4];
    alt_rng_seed(s, 2024);
    for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++)
        for (int i = 0; i < 20000; i++)
            assert_true(alt_rng_below(s, ns[k]) < ns[k]);
}

/* Small n: every value comes up, and none far from its share. */
static void test_below_is_roughly_uniform(void **state)
{
    (void)state;
    uint64_t s[4];
    alt_rng_seed(s, 77);
    for (uint64_t n = 2; n <= 12; n++) {
        unsigned count[12] = {0};
        const unsigned draws = 12000;
        for (unsigned i = 0; i < draws; i++)
            count[alt_rng_below(s, n)]++;
        unsigned expected = draws / (unsigned)n;
        for (uint64_t v = 0; v < n; v++) {
            assert_true(count[v] > expected * 8 / 10);
            assert_true(count[v] < expected * 12 / 10);
        }
    }
}

/* Fisher-Yates from the last index down: for i = 9 .. 1, swap a[i] with
 * a[below(i + 1)]. */
static void test_shuffle_vector(void **state)
{
    (void)state;
    static const uint8_t expected[10] = {8, 3, 9, 0, 7, 2, 1, 6, 5, 4};
    uint8_t a[10];
    for (int i = 0; i < 10; i++)
        a[i] = (uint8_t)i;
    uint64_t s[4];
    alt_rng_seed(s, 7);
    alt_rng_shuffle(s, a, 10);
    assert_memory_equal(a, expected, sizeof a);
    assert_true(alt_rng_next(s) == 0x26DD6BA0018E0163ull);   /* 9 below() draws, no rejection */
}

/* The shuffle written out with alt_rng_below, as docs/rng.md states it. */
static void test_shuffle_is_fisher_yates(void **state)
{
    (void)state;
    uint64_t a_rng[4], b_rng[4];
    alt_rng_seed(a_rng, 1234);
    alt_rng_seed(b_rng, 1234);
    uint8_t a[60], b[60];
    for (int i = 0; i < 60; i++)
        a[i] = b[i] = (uint8_t)(100 + i);
    alt_rng_shuffle(a_rng, a, 60);
    for (int i = 59; i > 0; i--) {
        int j = (int)alt_rng_below(b_rng, (uint64_t)i + 1);
        uint8_t t = b[i];
        b[i] = b[j];
        b[j] = t;
    }
    assert_memory_equal(a, b, sizeof a);
    assert_memory_equal(a_rng, b_rng, sizeof a_rng);
}

static void test_shuffle_is_a_permutation(void **state)
{
    (void)state;
    uint64_t s[4];
    alt_rng_seed(s, 5);
    for (int n = 0; n <= 92; n++) {
        for (int round = 0; round < 20; round++) {
            uint8_t a[92];
            for (int i = 0; i < n; i++)
                a[i] = (uint8_t)i;
            alt_rng_shuffle(s, a, n);
            unsigned char seen[92] = {0};
            for (int i = 0; i < n; i++) {
                assert_true(a[i] < n);
                assert_int_equal(seen[a[i]], 0);
                seen[a[i]] = 1;
            }
        }
    }
}

/* Shuffling 0 or 1 element draws nothing. */
static void test_tiny_shuffles_draw_nothing(void **state)
{
    (void)state;
    uint64_t s[4], before[4];
    alt_rng_seed(s, 3);
    memcpy(before, s, sizeof s);
    uint8_t a[1] = {42};
    alt_rng_shuffle(s, a, 0);
    alt_rng_shuffle(s, a, 1);
    assert_memory_equal(s, before, sizeof s);
    assert_int_equal(a[0], 42);
}

static void test_same_seed_same_stream(void **state)
{
    (void)state;
    uint64_t a[4], b[4];
    alt_rng_seed(a, 0xC0FFEE);
    alt_rng_seed(b, 0xC0FFEE);
    for (int i = 0; i < 10000; i++)
        assert_true(alt_rng_next(a) == alt_rng_next(b));

    uint8_t x[40], y[40];
    for (int i = 0; i < 40; i++)
        x[i] = y[i] = (uint8_t)i;
    alt_rng_shuffle(a, x, 40);
    alt_rng_shuffle(b, y, 40);
    assert_memory_equal(x, y, sizeof x);
}

static void test_different_seeds_differ(void **state)
{
    (void)state;
    uint64_t first[64];
    for (uint64_t seed = 0; seed < 64; seed++) {
        uint64_t s[4];
        alt_rng_seed(s, seed);
        first[seed] = alt_rng_next(s);
        for (uint64_t k = 0; k < seed; k++)
            assert_true(first[k] != first[seed]);
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_version_names_the_algorithm),
        cmocka_unit_test(test_seeding_vectors),
        cmocka_unit_test(test_output_vectors),
        cmocka_unit_test(test_below_vectors),
        cmocka_unit_test(test_below_consumes_outputs),
        cmocka_unit_test(test_below_stays_in_bounds),
        cmocka_unit_test(test_below_is_roughly_uniform),
        cmocka_unit_test(test_shuffle_vector),
        cmocka_unit_test(test_shuffle_is_fisher_yates),
        cmocka_unit_test(test_shuffle_is_a_permutation),
        cmocka_unit_test(test_tiny_shuffles_draw_nothing),
        cmocka_unit_test(test_same_seed_same_stream),
        cmocka_unit_test(test_different_seeds_differ),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
