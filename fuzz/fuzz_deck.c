/*
 * fuzz_deck.c: deck lists and deck values against the bundled database.
 *
 * The first byte picks the format (bit 1: Constructed, else Limited) and the
 * mode, the rest is the input:
 *   bit 0 clear: the rest is a deck list for alt_deck_parse (docs/card-database.md,
 *                "COUNT REFERENCE" lines), then alt_deck_validate on the result;
 *   bit 0 set:   the rest is raw alt_deck values (hero, count, card indices,
 *                little-endian uint16 each, count not capped), for
 *                alt_deck_validate and alt_game_new alone: a caller may hand
 *                the library any struct.
 * Oracles:
 *  - a parse error is one of PARSE, UNKNOWN_CARD, CAPACITY with a non-empty,
 *    terminated message naming its line; on success the deck has at most 60
 *    cards of known indices, none of them a Hero, and its Hero (if any) is a
 *    Hero;
 *  - alt_deck_validate counts the same violations whatever the capacity it
 *    is given (0, 1, 3, 64), writes min(count, capacity) of them, each with
 *    a terminated rule and text, and never touches the entries past them;
 *    it counts as many as the rules checked one by one, without the one
 *    pass that passes most legal decks at once (deck.h);
 *  - alt_game_new accepts a setup exactly when both decks validate, and then
 *    the game passes alt_game_check; otherwise it says why.
 */
#include <string.h>

#include "common.h"
#include "deck.h"

enum { CAP_MAX = 64 };

static int terminated(const char *s, size_t size)
{
    return memchr(s, '\0', size) != NULL;
}

/* Returns the number of violations. */
static size_t check_validate(const alt_cards *db, alt_format f, const alt_deck *deck)
{
    static const size_t caps[] = {0, 1, 3, CAP_MAX};
    alt_violation v[CAP_MAX + 1];
    size_t first = 0;
    for (size_t k = 0; k < sizeof caps / sizeof caps[0]; k++) {
        memset(v, 0xA5, sizeof v);
        size_t n = alt_deck_validate(db, f, deck, caps[k] ? v : NULL, caps[k]);
        if (k == 0)
            first = n;
        FUZZ_CHECK(n == first, "%zu violations with capacity %zu, %zu with none", n, caps[k], first);
        size_t written = n < caps[k] ? n : caps[k];
        for (size_t i = 0; i < written; i++) {
            FUZZ_CHECK(terminated(v[i].rule, sizeof v[i].rule) && v[i].rule[0] != '\0', "violation %zu: bad rule",
                       i);
            FUZZ_CHECK(terminated(v[i].text, sizeof v[i].text) && v[i].text[0] != '\0', "violation %zu: bad text",
                       i);
        }
        const uint8_t *past = (const uint8_t *)&v[written];
        for (size_t b = 0; b < sizeof v[0]; b++)
            FUZZ_CHECK(past[b] == 0xA5, "alt_deck_validate wrote past %zu violations", written);
    }
    /* The one pass that passes most decks at once never passes one that
     * the rules, checked one by one, refuse (deck.h). */
    size_t rules = alt_deck_check_rules(db, f, deck, NULL, 0);
    FUZZ_CHECK(rules == first, "alt_deck_validate finds %zu violations, the rules one by one %zu (one pass: %d)",
               first, rules, alt_deck_plainly_legal(db, f, deck));
    return first;
}

static void check_game(const alt_cards *db, const alt_deck *deck, alt_format f, size_t violations, uint64_t seed)
{
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.seed = seed;
    setup.ruleset = (alt_ruleset)(seed & 1);
    setup.format = f;
    setup.deck[0] = *deck;
    setup.deck[1] = *deck;
    alt_game *g = NULL;
    char msg[256];
    memset(msg, 'x', sizeof msg);
    alt_err err = alt_game_new(db, &setup, &g, msg, sizeof msg);
    FUZZ_CHECK(terminated(msg, sizeof msg), "alt_game_new left its message unterminated");
    if (violations == 0) {
        FUZZ_CHECK(err == ALT_OK && g != NULL, "a valid deck does not start a game: %s: %s", alt_strerror(err), msg);
        const char *what = NULL;
        FUZZ_CHECK(alt_game_check(g, &what) == ALT_OK, "a new game breaks an invariant: %s", what);
        alt_game_destroy(&g);
    } else {
        FUZZ_CHECK(err != ALT_OK && g == NULL, "a deck with %zu violations starts a game", violations);
        FUZZ_CHECK(msg[0] != '\0', "alt_game_new refuses without saying why (%s)", alt_strerror(err));
    }
}

static void parse_mode(const alt_cards *db, const uint8_t *data, size_t size, alt_format f)
{
    alt_deck deck;
    char msg[200];
    memset(msg, 'x', sizeof msg);
    alt_err err = alt_deck_parse(db, (const char *)data, size, &deck, msg, sizeof msg);
    FUZZ_CHECK(terminated(msg, sizeof msg), "alt_deck_parse left its message unterminated");
    if (fuzz_verbose())
        fprintf(stderr, "fuzz_deck: parse: %s %s\n", alt_strerror(err), msg);
    if (err != ALT_OK) {
        FUZZ_CHECK(err == ALT_E_PARSE || err == ALT_E_UNKNOWN_CARD || err == ALT_E_UNSUPPORTED_CARD ||
                       err == ALT_E_CAPACITY,
                   "refused with %s", alt_strerror(err));
        FUZZ_CHECK(strncmp(msg, "line ", 5) == 0, "a parse error that names no line: %s", msg);
        return;
    }
    FUZZ_CHECK(msg[0] == '\0', "a message on success: %s", msg);
    FUZZ_CHECK(deck.count <= ALT_DECK_MAX, "%u cards", (unsigned)deck.count);
    size_t n = alt_cards_count(db);
    if (deck.hero != ALT_CARD_NONE) {
        FUZZ_CHECK(deck.hero < n, "Hero index %u", (unsigned)deck.hero);
        FUZZ_CHECK(alt_cards_get(db, deck.hero)->type == ALT_TYPE_HERO, "the Hero slot holds a non-Hero");
    }
    int second_hero = 0;
    for (int i = 0; i < deck.count; i++) {
        FUZZ_CHECK(deck.cards[i] < n, "card index %u", (unsigned)deck.cards[i]);
        /* A second Hero stays among the cards, for the validator. */
        if (alt_cards_get(db, deck.cards[i])->type == ALT_TYPE_HERO) {
            FUZZ_CHECK(deck.hero != ALT_CARD_NONE, "a Hero among the cards and none in the Hero slot");
            second_hero = 1;
        }
    }
    /* The same text parses the same way. */
    alt_deck again;
    FUZZ_CHECK(alt_deck_parse(db, (const char *)data, size, &again, NULL, 0) == ALT_OK &&
                   memcmp(&again, &deck, sizeof deck) == 0,
               "the second parse differs");
    size_t violations = check_validate(db, f, &deck);
    FUZZ_CHECK(!second_hero || violations > 0, "a deck with two Heroes breaks no rule");
    /* The checked parse reads the same deck, with no violation of its own
     * where the strict one succeeded. */
    alt_deck checked;
    size_t parsed = 1;
    FUZZ_CHECK(alt_deck_parse_checked(db, (const char *)data, size, &checked, NULL, NULL, 0, &parsed, NULL, 0) ==
                       ALT_OK &&
                   parsed == 0 && memcmp(&checked, &deck, sizeof deck) == 0,
               "the checked parse differs");
    if (fuzz_verbose())
        fprintf(stderr, "fuzz_deck: %u cards, %zu violations\n", (unsigned)deck.count, violations);
    check_validate(db, f == ALT_FORMAT_LIMITED ? ALT_FORMAT_CONSTRUCTED : ALT_FORMAT_LIMITED, &deck);
    check_game(db, &deck, f, violations, size);
}

static void raw_mode(const alt_cards *db, const uint8_t *data, size_t size, alt_format f)
{
    alt_deck deck;
    memset(&deck, 0, sizeof deck);
    uint16_t words[2 + ALT_DECK_MAX];
    size_t nw = size / 2 < sizeof words / sizeof words[0] ? size / 2 : sizeof words / sizeof words[0];
    for (size_t i = 0; i < nw; i++)
        words[i] = (uint16_t)(data[2 * i] | data[2 * i + 1] << 8);
    deck.hero = nw > 0 ? words[0] : ALT_CARD_NONE;
    deck.count = nw > 1 ? words[1] : 0;   /* may claim more than ALT_DECK_MAX */
    for (size_t i = 2; i < nw; i++)
        deck.cards[i - 2] = words[i];
    size_t violations = check_validate(db, f, &deck);
    if (fuzz_verbose())
        fprintf(stderr, "fuzz_deck: raw: hero %u, count %u, %zu violations\n", (unsigned)deck.hero,
                (unsigned)deck.count, violations);
    check_game(db, &deck, f, violations, size);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1)
        return 0;
    const alt_cards *db = fuzz_bundled_db();
    alt_format f = (data[0] & 2) ? ALT_FORMAT_CONSTRUCTED : ALT_FORMAT_LIMITED;
    if (data[0] & 1)
        raw_mode(db, data + 1, size - 1, f);
    else
        parse_mode(db, data + 1, size - 1, f);
    return 0;
}
