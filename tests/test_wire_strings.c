/*
 * test_wire_strings.c: the check of a packed message's strings names the
 * field and the byte of a NUL or of bytes that are not UTF-8, wherever the
 * string sits, and passes text of any script; a game's steps, which hold
 * no string, are skipped without changing what it finds.
 */
#define _GNU_SOURCE   /* memmem */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "altered.pb-c.h"
#include "wire_strings.h"

/* A game log of two decks, the second deck's cards given, and n steps. */
typedef struct packed_log {
    uint8_t *bytes;
    size_t len;
} packed_log;

static packed_log pack_log(const char *hero, const char *const *cards, size_t n_cards, size_t n_steps)
{
    Altered__Versions v;
    altered__versions__init(&v);
    v.ruleset = (char *)"seeds-2";
    Altered__Deck d0, d1;
    altered__deck__init(&d0);
    altered__deck__init(&d1);
    d0.hero = (char *)"ALT_CORE_B_AX_01_C";
    d1.hero = (char *)hero;
    d1.cards = (char **)cards;
    d1.n_cards = n_cards;
    Altered__Deck *decks[2] = {&d0, &d1};
    Altered__Header h;
    altered__header__init(&h);
    h.versions = &v;
    h.decks = decks;
    h.n_decks = 2;
    Altered__Action *acts = calloc(n_steps + 1, sizeof *acts);
    Altered__Step *steps = calloc(n_steps + 1, sizeof *steps);
    Altered__Step **list = calloc(n_steps + 1, sizeof *list);
    assert_non_null(acts);
    assert_non_null(steps);
    assert_non_null(list);
    for (size_t i = 0; i < n_steps; i++) {
        altered__action__init(&acts[i]);
        acts[i].kind = ALTERED__ACTION_KIND__ACTION_PASS;
        acts[i].choice = (uint32_t)i;
        altered__step__init(&steps[i]);
        steps[i].action = &acts[i];
        steps[i].hash = 0x0123456789abcdefu * (i + 1);
        list[i] = &steps[i];
    }
    Altered__GameLog log;
    altered__game_log__init(&log);
    log.header = &h;
    log.steps = list;
    log.n_steps = n_steps;
    packed_log out;
    out.len = altered__game_log__get_packed_size(&log);
    out.bytes = malloc(out.len);
    assert_non_null(out.bytes);
    altered__game_log__pack(&log, out.bytes);
    free(acts);
    free(steps);
    free(list);
    return out;
}

static int check(const packed_log *p, char *why, size_t why_size)
{
    return replay_wire_strings_check(&altered__game_log__descriptor, p->bytes, p->len, why, why_size);
}

static void test_a_log_of_plain_text_and_many_steps_passes(void **state)
{
    (void)state;
    const char *cards[] = {"ALT_CORE_B_AX_04_C", "ALT_CORE_B_AX_04_C", "ALT_CORE_B_BR_10_R1"};
    packed_log p = pack_log("ALT_CORE_B_BR_01_C", cards, 3, 500);
    char why[200] = "untouched";
    assert_int_equal(check(&p, why, sizeof why), 0);
    assert_string_equal(why, "");
    free(p.bytes);
}

static void test_text_beyond_ascii_passes(void **state)
{
    (void)state;
    const char *cards[] = {"Sierra \xC3\xA9t\xC3\xA9", "\xE2\x82\xAC and \xF0\x9F\x83\x8F, a long reference"};
    packed_log p = pack_log("h\xC3\xA9ros", cards, 2, 3);
    char why[200];
    assert_int_equal(check(&p, why, sizeof why), 0);
    free(p.bytes);
}

static void test_a_nul_inside_a_card_is_named_by_field_and_byte(void **state)
{
    (void)state;
    const char nul_ref[] = "ALT_CORE_B_AX\0_04_C";
    char *cards[] = {(char *)"ALT_CORE_B_AX_04_C", NULL};
    /* protobuf-c packs a string through strlen: pack a placeholder of the
     * same length, then put the NUL into the packed bytes. */
    char placeholder[sizeof nul_ref];
    memcpy(placeholder, nul_ref, sizeof nul_ref);
    placeholder[13] = '#';
    cards[1] = placeholder;
    packed_log p = pack_log("ALT_CORE_B_BR_01_C", (const char *const *)cards, 2, 40);
    uint8_t *at = memmem(p.bytes, p.len, placeholder, strlen(placeholder));
    assert_non_null(at);
    at[13] = '\0';
    char why[200];
    assert_int_equal(check(&p, why, sizeof why), -1);
    assert_string_equal(why, "header.decks[1].cards[1]: a NUL byte inside the string, at byte 13");
    free(p.bytes);
}

static void test_bad_utf8_after_a_long_ascii_run_gives_its_byte(void **state)
{
    (void)state;
    /* 21 ASCII bytes, then a lone continuation byte: the eight-at-a-time
     * scan must hand the string to the exact check, which finds byte 21. */
    const char *cards[] = {"ALT_CORE_B_AX_04_C_xx\x80tail"};
    packed_log p = pack_log("ALT_CORE_B_BR_01_C", cards, 1, 2);
    char why[200];
    assert_int_equal(check(&p, why, sizeof why), -1);
    assert_string_equal(why, "header.decks[1].cards[0]: the string is not valid UTF-8 (byte 21)");
    free(p.bytes);
}

static void test_bytes_that_are_no_message_are_refused(void **state)
{
    (void)state;
    const uint8_t junk[] = {0x0A, 0x7F, 0x01};   /* a header said to be 127 bytes long, of 1 */
    char why[200];
    assert_int_equal(replay_wire_strings_check(&altered__game_log__descriptor, junk, sizeof junk, why, sizeof why), -1);
    assert_string_equal(why, "not a valid protobuf message");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_log_of_plain_text_and_many_steps_passes),
        cmocka_unit_test(test_text_beyond_ascii_passes),
        cmocka_unit_test(test_a_nul_inside_a_card_is_named_by_field_and_byte),
        cmocka_unit_test(test_bad_utf8_after_a_long_ascii_run_gives_its_byte),
        cmocka_unit_test(test_bytes_that_are_no_message_are_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
