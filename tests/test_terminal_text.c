/*
 * test_terminal_text.c: replay_put_text, which writes the header's strings
 * (event, players, ruleset) into verify's lines, keeps valid UTF-8 as it
 * is, never lets a control byte reach a terminal, shows a bidirectional
 * control or an invisible character as its code point, and cuts a long
 * string only between characters; replay_shown_text, the same into a
 * buffer for the replay page, and with lines kept for a client's report.
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
#include "shown_text.h"

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

/* "P0 Alice v P1 Bruno" that reads as Bruno v Alice on a screen: the
 * override and the isolate are shown, not obeyed. */
static void test_put_text_shows_a_bidi_control_as_its_code_point(void **state)
{
    (void)state;
    expect_put("Alice\xE2\x80\xAE", 60, "Alice<U+202E>");
    expect_put("\xE2\x81\xA6" "Bruno" "\xE2\x81\xA9", 60, "<U+2066>Bruno<U+2069>");
    expect_put("\xD8\x9C" "x\xE2\x80\x8F", 60, "<U+061C>x<U+200F>");
}

static void test_put_text_shows_an_invisible_character_as_its_code_point(void **state)
{
    (void)state;
    expect_put("Al\xE2\x80\x8Bice", 60, "Al<U+200B>ice");        /* zero-width space */
    expect_put("\xEF\xBB\xBF" "Bob", 60, "<U+FEFF>Bob");           /* byte-order mark */
    expect_put("soft\xC2\xAD" "hyphen", 60, "soft<U+00AD>hyphen");
    expect_put("\xE3\x85\xA4", 60, "<U+3164>");                     /* a Hangul filler, a "blank" name */
    expect_put("\xF3\xA0\x80\x81" "a", 60, "<U+E0001>a");             /* a tag */
    expect_put("line\xE2\x80\xA8" "break", 60, "line<U+2028>break");
    /* A C1 control is a control: '?'. */
    expect_put("a\xC2\x9B" "2J", 60, "a?2J");
    /* Visible text of other scripts and emoji stays as it is. */
    expect_put("\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D \xE2\x9D\xA4\xEF\xB8\x8F", 60,
               "\xD7\xA9\xD7\x9C\xD7\x95\xD7\x9D \xE2\x9D\xA4\xEF\xB8\x8F");
}

static void test_shown_text_fills_a_buffer_whole_pieces_only(void **state)
{
    (void)state;
    char out[64];
    assert_int_equal(replay_shown_text("Al\xE2\x80\xAEice", 60, 0, out, sizeof out), 13);
    assert_string_equal(out, "Al<U+202E>ice");
    /* No room for the whole escape: it is left out, never cut. */
    char small[8];
    replay_shown_text("Al\xE2\x80\xAEice", 60, 0, small, sizeof small);
    assert_string_equal(small, "Al");
    /* Lines kept where the text has them (a report), controls still not. */
    replay_shown_text("a\nb\tc\033d", 60, REPLAY_SHOWN_LINES, out, sizeof out);
    assert_string_equal(out, "a\nb\tc?d");
    replay_shown_text("a\nb", 60, 0, out, sizeof out);
    assert_string_equal(out, "a?b");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_put_text_keeps_valid_utf8_as_it_is),
        cmocka_unit_test(test_put_text_writes_a_control_byte_as_a_question_mark),
        cmocka_unit_test(test_put_text_writes_a_byte_that_starts_no_character_as_u_fffd),
        cmocka_unit_test(test_put_text_cuts_at_max_bytes_between_characters),
        cmocka_unit_test(test_put_text_shows_a_bidi_control_as_its_code_point),
        cmocka_unit_test(test_put_text_shows_an_invisible_character_as_its_code_point),
        cmocka_unit_test(test_shown_text_fills_a_buffer_whole_pieces_only),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
