/*
 * test_number.c: the tools' parser of numeric arguments accepts exactly the
 * unsigned decimal and 0x numbers within its bound, and refuses the rest.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "number.h"

static void test_accepts_decimal_and_hex_within_the_bound(void **state)
{
    (void)state;
    uint64_t v = 0;
    assert_int_equal(number_parse_u64("42", UINT64_MAX, &v), 0);
    assert_int_equal(v, 42);
    assert_int_equal(number_parse_u64("0x1f", 255, &v), 0);
    assert_int_equal(v, 31);
    assert_int_equal(number_parse_u64("255", 255, &v), 0);
    assert_int_equal(v, 255);
    assert_int_equal(number_parse_u64("18446744073709551615", UINT64_MAX, &v), 0);
    assert_true(v == UINT64_MAX);
}

static void test_refuses_what_strtoull_would_let_through(void **state)
{
    (void)state;
    static const char *const bad[] = {"", "-1", "12abc", "0x", " 7x", "18446744073709551616", "256"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        uint64_t v = 99;
        assert_int_equal(number_parse_u64(bad[i], 255, &v), -1);
        assert_int_equal(v, 99);   /* left alone */
    }
    uint64_t v = 99;
    assert_int_equal(number_parse_u64(NULL, 255, &v), -1);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_accepts_decimal_and_hex_within_the_bound),
        cmocka_unit_test(test_refuses_what_strtoull_would_let_through),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
