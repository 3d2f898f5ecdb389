/*
 * test_terminal_text.c: replay_put_text, which writes the header's strings
 * (event, players, ruleset) into verify's lines, keeps valid UTF-8 as it
 * is, never lets a control byte reach a terminal, and cuts a long string
 * only between characters.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "game.h"

/* What replay_put_text(s, max) writes, in a string the caller frees. */
static char *put(const char *s, size_t max)
{
    char *out = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&out, &len);
    assert_non_null(f);
    replay_put_text(f, s, max);
    assert_int_equal(fclose(f), 0);
    return out;
}

static void expect_put(const char *s, size_t max, const char *want)
{
    char *got = put(s, max);
    assert_string_equal(got, want);
    free(got);
}

static void test_put_text_keeps_valid_utf8_as_it_is(void **state)
{
    (void)state;
    expect_put("seeds-2", 40, "seeds-2");
    expect_put("Zo\xC3\xAB, caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x83\x8F", 60, "Zo\xC3\xAB, caf\xC3\xA9 \xE2\x82\xAC \xF0\x9F\x83\x8F");
    expect_put("", 60, "");
}

static void test_put_text_writes_a_control_byte_as_a_question_mark(void **state)
{
    (void)state;
    expect_put("Al\033[2Jice", 60, "Al?[2Jice");
    expect_put("\x01" "a\x02\x7f" "b\n", 60, "?a??b?");
}

static void test_put_text_writes_a_byte_that_starts_no_character_as_u_fffd(void **state)
{
    (void)state;
    expect_put("a\xFF" "b", 60, "a\xEF\xBF\xBD" "b");
    /* A character cut short is not one: each of its bytes is replaced. */
    expect_put("x\xC3", 60, "x\xEF\xBF\xBD");
    expect_put("\x80\x80" "c", 60, "\xEF\xBF\xBD\xEF\xBF\xBD" "c");
}

static void test_put_text_cuts_at_max_bytes_between_characters(void **state)
{
    (void)state;
    expect_put("abcdef", 3, "abc");
    /* A character that starts before max is written whole. */
    expect_put("\xC3\xA9\xC3\xA9\xC3\xA9", 3, "\xC3\xA9\xC3\xA9");
    expect_put("a\033b\033c", 3, "a?b");
    expect_put("abc", 0, "");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_put_text_keeps_valid_utf8_as_it_is),
        cmocka_unit_test(test_put_text_writes_a_control_byte_as_a_question_mark),
        cmocka_unit_test(test_put_text_writes_a_byte_that_starts_no_character_as_u_fffd),
        cmocka_unit_test(test_put_text_cuts_at_max_bytes_between_characters),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
