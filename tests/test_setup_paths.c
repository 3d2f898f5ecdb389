/*
 * test_setup_paths.c: the short ways a game's setup takes, each checked
 * against the long way it stands for, since a verifier sets up every game
 * it checks and a shortcut that disagrees with its rule would replay games
 * differently: references found by the table and compared in words, a log's
 * repeated reference taken for the card before it, a deck the validator
 * passes taken as holding only cards the database has, a bounded draw that
 * skips its limit when the draw is far below it.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "altered.h"
#include "decks.h"
#include "log.h"
#include "replay.h"
#include "rng.h"

static alt_cards *db;

static int load_db(void **state)
{
    (void)state;
    return alt_cards_bundled_named("btg-4", &db) == ALT_OK ? 0 : -1;
}

static int free_db(void **state)
{
    (void)state;
    alt_cards_destroy(&db);
    return 0;
}

/* A lookup finds the record with exactly this reference, or none. */
static void assert_found_exactly(const char *ref)
{
    uint16_t i = alt_cards_find(db, ref);
    if (i != ALT_CARD_NONE)
        assert_string_equal(alt_cards_get(db, i)->ref, ref);
}

/* Every reference finds its own record; every string a byte away from one
 * (each byte changed, one cut off, one added) finds only a record that has
 * it, whatever its length and wherever the change falls in the words the
 * comparison reads. */
static void test_every_reference_and_its_near_misses(void **state)
{
    (void)state;
    static const char other[] = {'A', 'Z', '0', '9', '_', 'a'};
    size_t n = alt_cards_count(db);
    assert_true(n > 0);
    for (uint16_t i = 0; i < n; i++) {
        const char *ref = alt_cards_get(db, i)->ref;
        size_t len = strlen(ref);
        assert_int_equal(alt_cards_find(db, ref), i);
        char s[128];
        for (size_t k = 0; k < len; k++) {
            for (size_t o = 0; o < sizeof other; o++) {
                memcpy(s, ref, len + 1);
                if (s[k] == other[o])
                    continue;
                s[k] = other[o];
                assert_found_exactly(s);
            }
            memcpy(s, ref, k);   /* every proper prefix */
            s[k] = '\0';
            assert_found_exactly(s);
        }
        memcpy(s, ref, len);
        s[len] = 'X';
        s[len + 1] = '\0';
        assert_found_exactly(s);
    }
}

/* Short strings (under a word), long ones, the longest a reference may be
 * and one past it: none is a bundled reference. */
static void test_strings_of_every_length_are_refused(void **state)
{
    (void)state;
    char s[80];
    for (size_t len = 0; len < sizeof s; len++) {
        memset(s, 'Q', len);
        s[len] = '\0';
        assert_int_equal(alt_cards_find(db, s), ALT_CARD_NONE);
    }
    assert_int_equal(alt_cards_find(db, NULL), ALT_CARD_NONE);
    assert_int_equal(alt_cards_find(NULL, "ALT_CORE_B_BR_04_C"), ALT_CARD_NONE);
}

/* A log header of two decks given as references, player 1's second. */
typedef struct header {
    Altered__GameLog log;
    Altered__Header h;
    Altered__Versions v;
    Altered__Deck decks[2];
    Altered__Deck *deck_list[2];
    const char *refs[2][ALT_DECK_MAX];
} header;

/* The setup alt_game_new is given: Limited, both bundled Limited decks. */
static alt_setup limited_setup(uint64_t seed)
{
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.ruleset = ALT_RULESET_DEFAULT;
    s.format = ALT_FORMAT_LIMITED;
    s.seed = seed;
    for (int p = 0; p < 2; p++)
        assert_int_equal(replay_limited_deck(db, p, &s.deck[p], NULL, 0), ALT_OK);
    return s;
}

static void header_init(header *x)
{
    alt_setup s = limited_setup(1);
    char date_text[11];
    const char **refs[2] = {x->refs[0], x->refs[1]};
    replay_log_header(db, &s, &x->h, &x->v, x->decks, refs, date_text);
    x->deck_list[0] = &x->decks[0];
    x->deck_list[1] = &x->decks[1];
    x->h.n_decks = 2;
    x->h.decks = x->deck_list;
    altered__game_log__init(&x->log);
    x->log.header = &x->h;
}

/* Player 1's cards, as references. */
static void header_cards(header *x, const char *const *refs, size_t n)
{
    assert_true(n <= ALT_DECK_MAX);
    for (size_t i = 0; i < n; i++)
        x->refs[1][i] = refs[i];
    x->decks[1].n_cards = n;
    x->decks[1].cards = (char **)x->refs[1];
}

/* Every bundled reference read from a log, each twice in a row (the second
 * taken for the first), then in patterns that return to an earlier one:
 * each card is the record of its reference. */
static void test_a_log_reads_every_reference(void **state)
{
    (void)state;
    size_t n = alt_cards_count(db);
    for (size_t start = 0; start < n; start += ALT_DECK_MAX / 2) {
        const char *refs[ALT_DECK_MAX];
        uint16_t want[ALT_DECK_MAX];
        size_t k = 0;
        for (size_t i = start; i < n && k + 2 <= ALT_DECK_MAX; i++) {
            for (int twice = 0; twice < 2; twice++) {
                want[k] = (uint16_t)i;
                refs[k++] = alt_cards_get(db, (uint16_t)i)->ref;
            }
        }
        header x;
        header_init(&x);
        header_cards(&x, refs, k);
        alt_setup s;
        char msg[256];
        assert_int_equal(replay_log_setup(db, &x.log, &s, msg, sizeof msg), REPLAY_EXIT_OK);
        assert_int_equal(s.deck[1].count, k);
        for (size_t i = 0; i < k; i++)
            assert_int_equal(s.deck[1].cards[i], want[i]);
    }
    /* A A B A B B: a repeat is the card just before it, not any earlier one. */
    const char *a = alt_cards_get(db, 0)->ref, *b = alt_cards_get(db, 1)->ref;
    const char *refs[] = {a, a, b, a, b, b};
    header x;
    header_init(&x);
    header_cards(&x, refs, 6);
    alt_setup s;
    char msg[256];
    assert_int_equal(replay_log_setup(db, &x.log, &s, msg, sizeof msg), REPLAY_EXIT_OK);
    static const uint16_t want[] = {0, 0, 1, 0, 1, 1};
    for (size_t i = 0; i < 6; i++)
        assert_int_equal(s.deck[1].cards[i], want[i]);
}

/* An unknown reference is refused with its name wherever it falls: first,
 * after a known one, repeated, one byte longer or shorter than the card
 * before it, or empty. */
static void test_a_log_refuses_unknown_references_alike(void **state)
{
    (void)state;
    static const char known[] = "ALT_CORE_B_BR_04_C";
    static const char *const cases[][4] = {
        {"ALT_CORE_B_XX_99_C", known, known, NULL},
        {known, "ALT_CORE_B_XX_99_C", "ALT_CORE_B_XX_99_C", NULL},
        {known, known, "ALT_CORE_B_BR_04_CX", NULL},
        {known, known, "ALT_CORE_B_BR_04_", NULL},
        {known, "", NULL, NULL},
    };
    static const size_t bad_at[] = {0, 1, 2, 2, 1};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        size_t n = 0;
        while (n < 4 && cases[c][n])
            n++;
        header x;
        header_init(&x);
        header_cards(&x, cases[c], n);
        alt_setup s;
        char msg[256], want[256];
        assert_int_equal(replay_log_setup(db, &x.log, &s, msg, sizeof msg), REPLAY_EXIT_UNSUPPORTED);
        snprintf(want, sizeof want, "player 1's card %s is not in card database %s", cases[c][bad_at[c]],
                 alt_cards_version(db));
        assert_string_equal(msg, want);
    }
}


/* alt_game_new's message for a deck the validator refuses: its first
 * violation. */
static void first_violation(const alt_setup *s, int p, char *out, size_t size)
{
    alt_violation v[1];
    assert_true(alt_deck_validate(db, s->format, &s->deck[p], v, 1) > 0);
    snprintf(out, size, "player %d: %s: %s", p, v[0].rule, v[0].text);
}

static void assert_refused(const alt_setup *s, alt_err err, const char *msg_start)
{
    alt_game *g = NULL;
    char msg[512];
    assert_int_equal(alt_game_new(db, s, &g, msg, sizeof msg), err);
    assert_null(g);
    assert_true(strncmp(msg, msg_start, strlen(msg_start)) == 0);
}

/* Values the database cannot give are refused as such (capacity, unknown
 * card), before any deck-building rule and player 0 before player 1; a
 * deck that breaks a rule says which. */
static void test_new_game_refuses_in_order(void **state)
{
    (void)state;
    char want[256];
    alt_setup s = limited_setup(3);
    alt_game *g = NULL;
    assert_int_equal(alt_game_new(db, &s, &g, NULL, 0), ALT_OK);
    alt_game_destroy(&g);

    s = limited_setup(3);
    s.deck[1].count = ALT_DECK_MAX + 1;
    snprintf(want, sizeof want, "player 1: %s", alt_strerror(ALT_E_CAPACITY));
    assert_refused(&s, ALT_E_CAPACITY, want);

    s = limited_setup(3);
    s.deck[0].hero = (uint16_t)alt_cards_count(db);
    snprintf(want, sizeof want, "player 0: %s", alt_strerror(ALT_E_UNKNOWN_CARD));
    assert_refused(&s, ALT_E_UNKNOWN_CARD, want);

    s = limited_setup(3);
    s.deck[1].cards[s.deck[1].count - 1] = (uint16_t)alt_cards_count(db);
    snprintf(want, sizeof want, "player 1: %s", alt_strerror(ALT_E_UNKNOWN_CARD));
    assert_refused(&s, ALT_E_UNKNOWN_CARD, want);

    /* Too few cards and an unknown index: the index first. */
    s = limited_setup(3);
    s.deck[0].count = 10;
    s.deck[0].cards[3] = ALT_CARD_NONE - 1;
    snprintf(want, sizeof want, "player 0: %s", alt_strerror(ALT_E_UNKNOWN_CARD));
    assert_refused(&s, ALT_E_UNKNOWN_CARD, want);

    /* Player 0's deck too small, player 1's holding an unknown index:
     * player 0's violation. */
    s = limited_setup(3);
    s.deck[0].count = 10;
    s.deck[1].cards[0] = (uint16_t)alt_cards_count(db);
    first_violation(&s, 0, want, sizeof want);
    assert_refused(&s, ALT_E_DECK_INVALID, want);

    /* A Constructed game of Limited decks: no Hero. */
    s = limited_setup(3);
    s.format = ALT_FORMAT_CONSTRUCTED;
    first_violation(&s, 0, want, sizeof want);
    assert_refused(&s, ALT_E_DECK_INVALID, want);

    /* A card the engine does not implement, where the database has one. */
    for (uint16_t i = 0; i < alt_cards_count(db); i++) {
        const alt_card_info *c = alt_cards_get(db, i);
        if (c->supported || c->type == ALT_TYPE_HERO || c->type == ALT_TYPE_TOKEN || c->type == ALT_TYPE_TOKEN_MANA)
            continue;
        s = limited_setup(3);
        s.deck[1].cards[0] = i;
        assert_refused(&s, ALT_E_UNSUPPORTED_CARD, "player 1: ");
        break;
    }
}

/* alt_rng_below as the rule states it: the largest multiple of n that fits
 * as the limit, draws above it rejected, the remainder of the first one
 * kept. */
static uint64_t below_by_the_rule(uint64_t s[4], uint64_t n)
{
    const uint64_t limit = UINT64_MAX - (UINT64_MAX % n + 1) % n;
    uint64_t r;
    do
        r = alt_rng_next(s);
    while (r > limit);
    return r % n;
}

/* Every n a setup or a game draws below (up to 300), and n where the limit
 * rejects often (near 2^63 and 2^64): the same answers and the same
 * outputs consumed as the rule. */
static void test_below_agrees_with_the_rule(void **state)
{
    (void)state;
    uint64_t a[4], b[4];
    alt_rng_seed(a, 77);
    alt_rng_seed(b, 77);
    for (uint64_t n = 1; n <= 300; n++)
        for (int i = 0; i < 2000; i++)
            assert_true(alt_rng_below(a, n) == below_by_the_rule(b, n));
    static const uint64_t big[] = {(1ull << 63) - 1, 1ull << 63, (1ull << 63) + 1, (3ull << 62) + 7,
                                   UINT64_MAX / 3, UINT64_MAX / 3 * 2, UINT64_MAX - 1, UINT64_MAX};
    for (size_t k = 0; k < sizeof big / sizeof big[0]; k++)
        for (int i = 0; i < 20000; i++)
            assert_true(alt_rng_below(a, big[k]) == below_by_the_rule(b, big[k]));
    assert_memory_equal(a, b, sizeof a);
}

/* The inverse of an odd a modulo 2^64 (Newton's iteration). */
static uint64_t inverse(uint64_t a)
{
    uint64_t x = a;
    for (int i = 0; i < 6; i++)
        x *= 2 - a * x;
    return x;
}

/* A generator whose next output is r: xoshiro256** outputs
 * rotl(s[1] * 5, 7) * 9, a function of s[1] alone. */
static void state_drawing(uint64_t s[4], uint64_t r)
{
    uint64_t x = r * inverse(9);
    x = x >> 7 | x << 57;
    alt_rng_seed(s, r);
    s[1] = x * inverse(5);
}

/* Draws at the edges of every remainder: 0, the multiples of n and their
 * neighbours, the top of the range where the limit rejects: the answers and
 * the outputs consumed of the rule, for every n up to 300. */
static void test_below_agrees_with_the_rule_at_the_edges(void **state)
{
    (void)state;
    uint64_t a[4], b[4];
    state_drawing(a, 0x123456789ABCDEFull);
    assert_true(alt_rng_next(a) == 0x123456789ABCDEFull);
    for (uint64_t n = 1; n <= 300; n++) {
        uint64_t top = UINT64_MAX - UINT64_MAX % n;   /* a multiple of n, or 2^64 - n when n divides 2^64 */
        const uint64_t rs[] = {0, 1, n - 1, n, n + 1, 2 * n - 1, 2 * n, 2 * n + 1,
                               (UINT64_MAX / n / 2) * n - 1, (UINT64_MAX / n / 2) * n, (UINT64_MAX / n / 2) * n + 1,
                               top - n - 1, top - n, top - 1, top, top + 1, UINT64_MAX - n, UINT64_MAX - 1,
                               UINT64_MAX, 1ull << 63, (1ull << 63) - 1};
        for (size_t k = 0; k < sizeof rs / sizeof rs[0]; k++) {
            state_drawing(a, rs[k]);
            memcpy(b, a, sizeof a);
            assert_true(alt_rng_below(a, n) == below_by_the_rule(b, n));
            assert_memory_equal(a, b, sizeof a);
        }
    }
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_reference_and_its_near_misses),
        cmocka_unit_test(test_strings_of_every_length_are_refused),
        cmocka_unit_test(test_a_log_reads_every_reference),
        cmocka_unit_test(test_a_log_refuses_unknown_references_alike),
        cmocka_unit_test(test_new_game_refuses_in_order),
        cmocka_unit_test(test_below_agrees_with_the_rule),
        cmocka_unit_test(test_below_agrees_with_the_rule_at_the_edges),
    };
    return cmocka_run_group_tests(tests, load_db, free_db);
}
