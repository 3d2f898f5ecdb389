/*
 * test_deck.c: deck lists and the deck-building rules, as a caller uses them.
 *
 * A small database built for the purpose (every card supported unless a test
 * says otherwise) lets each validation test start from a legal deck and break
 * exactly one rule; the test's name cites the rule. Rules: the seeds' quick
 * reference (file 003), CR 1.1.4 (Constructed), CR 1.1.5 (Limited), CR 1.1.7.b
 * (tokens), the community formats (NUC, Singleton, pools), and the bans and
 * suspensions in force on a date; whether the engine plays every card is
 * alt_deck_playable's, apart from the rules.
 *
 * Ruleset: seeds-2 unless a test names another. The rules are checked with
 * the Complete Rules 3.0's numbers here; the tests of 4.0's (40 to 60 cards
 * with exactly one Hero, Limited from 30 cards with no Hero or one, and
 * the paragraphs renumbered) name a ruleset of 4.0.
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

/* ------------------------------------------------------------ fixtures */

#define REC(ref, name, type, faction, rarity, abilities) \
    ref "\t" name "\t" type "\t" faction "\t" rarity "\t-\t2\t2\t1\t1\t1\t-\t-\t-\t" abilities "\n"
#define HERO(ref, name, faction, abilities) \
    ref "\t" name "\tHERO\t" faction "\tCOMMON\t-\t-\t-\t-\t-\t-\t2\t2\t-\t" abilities "\n"

static const char DECK_TEST_DB_HEAD[] =
    "altered-cards\t1\tdeck-test-1\n"
    HERO("H_BR", "Bravos Hero", "BR", "-")
    HERO("H_AX", "Axiom Hero", "AX", "-")
    HERO("H_LY", "Lyra Hero", "LY", "?")
    REC("C01R", "Common 01", "CHARACTER", "BR", "RARE", "-")
    REC("R1", "Rare 1", "CHARACTER", "BR", "RARE", "-")
    REC("R2", "Rare 2", "CHARACTER", "BR", "RARE", "-")
    REC("R3", "Rare 3", "CHARACTER", "BR", "RARE", "-")
    REC("R4", "Rare 4", "CHARACTER", "BR", "RARE", "-")
    REC("R5", "Rare 5", "CHARACTER", "BR", "RARE", "-")
    REC("R6", "Rare 6", "CHARACTER", "BR", "RARE", "-")
    REC("E1", "Exalted 1", "SPELL", "BR", "EXALTED", "-")
    REC("E2", "Exalted 2", "SPELL", "BR", "EXALTED", "-")
    REC("U1", "Unique 1", "CHARACTER", "BR", "UNIQUE", "-")
    REC("U2", "Unique 2", "CHARACTER", "BR", "UNIQUE", "-")
    REC("AX1", "Axiom Card", "CHARACTER", "AX", "COMMON", "-")
    REC("LY1", "Lyra Card", "CHARACTER", "LY", "COMMON", "-")
    REC("MU1", "Muna Card", "CHARACTER", "MU", "COMMON", "-")
    REC("TOK", "Soldier", "TOKEN", "BR", "COMMON", "-")
    REC("MANA", "Mana Convergence", "TOKEN_MANA", "NE", "COMMON", "-")
    REC("Q1", "Unsupported Card", "CHARACTER", "BR", "COMMON", "?")
    REC("Q_WITH_A_LONG_REFERENCE_42", "A Name Of Twenty-Eight Bytes", "CHARACTER", "BR", "COMMON", "?");

/* Builds the test database: the records above plus 20 Bravos commons
 * C01..C20 named "Common 01".."Common 20". */
static int setup_db(void **state)
{
    char text[8192];
    size_t used = (size_t)snprintf(text, sizeof text, "%s", DECK_TEST_DB_HEAD);
    for (int i = 1; i <= 20; i++)
        used += (size_t)snprintf(text + used, sizeof text - used,
                                 REC("C%02d", "Common %02d", "CHARACTER", "BR", "COMMON", "-"),
                                 i, i);
    alt_cards *db = NULL;
    size_t line = 0;
    if (alt_cards_parse(text, used, &db, &line) != ALT_OK) {
        print_error("test database: error at line %zu\n", line);
        return -1;
    }
    *state = db;
    return 0;
}

static int teardown_db(void **state)
{
    alt_cards *db = *state;
    alt_cards_destroy(&db);
    return 0;
}

static alt_deck deck_of(const alt_cards *db, const char *text)
{
    alt_deck deck;
    char msg[128];
    alt_err err = alt_deck_parse(db, text, strlen(text), &deck, msg, sizeof msg);
    if (err != ALT_OK) {
        print_error("deck list refused: %s\n", msg);
        fail();
    }
    return deck;
}

enum { CAP = 16 };

/* The deck rules as a ruleset reads them (alt_deck_check). */
static size_t validate_under(alt_ruleset r, const alt_cards *db, alt_format format, const alt_deck *deck,
                             alt_violation *v, size_t cap)
{
    alt_deck_rules rules;
    memset(&rules, 0, sizeof rules);
    rules.format = format;
    rules.ruleset = r;
    if (!db || !deck)
        return alt_deck_validate(db, format, deck, v, cap);   /* its refusal of no database or deck */
    return alt_deck_check(db, &rules, deck, v, cap);
}

/* The file's ruleset (above): seeds-2, the Complete Rules 3.0's numbers. */
static size_t validate(const alt_cards *db, alt_format format, const alt_deck *deck, alt_violation *v, size_t cap)
{
    return validate_under(ALT_RULESET_SEEDS_2, db, format, deck, v, cap);
}

/* Validates a deck list; returns how many violations (up to CAP kept in v). */
static size_t violations(const alt_cards *db, alt_format format, const char *text,
                         alt_violation v[CAP])
{
    alt_deck deck = deck_of(db, text);
    return validate(db, format, &deck, v, CAP);
}

static void print_violations(const alt_violation *v, size_t n)
{
    for (size_t i = 0; i < n && i < CAP; i++)
        print_error("  violation %s: %s\n", v[i].rule, v[i].text);
}

static void assert_legal(const alt_cards *db, alt_format format, const char *text)
{
    alt_violation v[CAP];
    size_t n = violations(db, format, text, v);
    print_violations(v, n);
    assert_int_equal(n, 0);
}

/* The deck breaks exactly one rule, and the sentence names `word`. */
static void assert_breaks_only(const alt_cards *db, alt_format format, const char *text,
                               const char *rule, const char *word)
{
    alt_violation v[CAP];
    size_t n = violations(db, format, text, v);
    if (n != 1)
        print_violations(v, n);
    assert_int_equal(n, 1);
    assert_string_equal(v[0].rule, rule);
    assert_non_null(strstr(v[0].text, word));
}

/* Deck lists. The Hero counts toward the 40 (CR 1.1.4.c: 1 Hero and 39). */
#define HERO_BR "1 H_BR  # the Hero\n"
#define NAMES_1_TO_12 \
    "3 C01\n3 C02\n3 C03\n3 C04\n3 C05\n3 C06\n3 C07\n3 C08\n3 C09\n3 C10\n3 C11\n3 C12\n"
#define CONSTRUCTED_39 NAMES_1_TO_12 "3 C13\n"
#define CONSTRUCTED_38 NAMES_1_TO_12 "2 C13\n"
#define LIMITED_29 "3 C01\n3 C02\n3 C03\n3 C04\n3 C05\n3 C06\n3 C07\n3 C08\n3 C09\n2 C10\n"
#define LIMITED_28 "3 C01\n3 C02\n3 C03\n3 C04\n3 C05\n3 C06\n3 C07\n3 C08\n3 C09\n1 C10\n"

/* ------------------------------------------------------------- parsing */

static void test_parse_deck_list(void **state)
{
    const alt_cards *db = *state;
    const char *text =
        "# my Bravos deck\r\n"
        "\r\n"
        "3 C01\r\n"
        "  1\tH_BR   # the Hero, anywhere in the list\r\n"
        "2 C02";
    alt_deck deck;
    char msg[64] = "unchanged";
    assert_int_equal(alt_deck_parse(db, text, strlen(text), &deck, msg, sizeof msg), ALT_OK);
    assert_string_equal(msg, "");
    assert_int_equal(deck.hero, alt_cards_find(db, "H_BR"));
    assert_int_equal(deck.count, 5);
    /* Cards keep the list's order: it fixes their object ids in a game. */
    uint16_t c01 = alt_cards_find(db, "C01"), c02 = alt_cards_find(db, "C02");
    uint16_t expected[5] = {c01, c01, c01, c02, c02};
    assert_memory_equal(deck.cards, expected, sizeof expected);
}

static void test_parse_empty_list_has_no_hero(void **state)
{
    const alt_cards *db = *state;
    alt_deck deck;
    assert_int_equal(alt_deck_parse(db, "# nothing\n", 10, &deck, NULL, 0), ALT_OK);
    assert_int_equal(deck.hero, ALT_CARD_NONE);
    assert_int_equal(deck.count, 0);
}

/* Eighty cards besides the Hero fit (Singleton's largest deck). */
static void test_parse_eighty_cards_fit(void **state)
{
    const alt_cards *db = *state;
    alt_deck deck = deck_of(db, HERO_BR "30 C01\n30 C02\n20 C03\n");
    assert_int_equal(deck.count, ALT_DECK_MAX);
    assert_int_equal(ALT_DECK_MAX, 80);
}

static const struct deck_error {
    const char *what;
    const char *text;
    alt_err err;
    const char *in_msg;    /* the message must contain this */
} deck_errors[] = {
    {"unknown reference", "3 C01\n\n3 NOPE_42\n", ALT_E_UNKNOWN_CARD, "line 3: unknown card reference NOPE_42"},
    {"count of zero", "0 C01\n", ALT_E_PARSE, "line 1"},
    {"no count", "C01\n", ALT_E_PARSE, "line 1"},
    {"count glued to a letter", "3y C01\n", ALT_E_PARSE, "line 1"},
    {"two x after the count", "3xx C01\n", ALT_E_PARSE, "line 1"},
    {"an x without a count", "x C01\n", ALT_E_PARSE, "line 1"},
    {"negative count", "-1 C01\n", ALT_E_PARSE, "line 1"},
    {"count of four digits", "1000 C01\n", ALT_E_PARSE, "line 1"},
    {"count without reference", "3\n", ALT_E_PARSE, "line 1"},
    {"two references", "1 C01\n3 C01 C02\n", ALT_E_PARSE, "line 2"},
    {"81 cards besides the Hero", "40 C01\n40 C02\n1 C03\n", ALT_E_CAPACITY, "line 3"},
    {"a huge count", "999 C01\n", ALT_E_CAPACITY, "line 1"},
    {"a card of another set", "3 C01\n1 ALT_ALIZE_B_AX_31_C\n", ALT_E_UNKNOWN_CARD,
     "line 2: ALT_ALIZE_B_AX_31_C is from Trial by Frost; this build holds"},
    {"a control byte in the reference", "1 C0\x01" "1\n", ALT_E_PARSE, "line 1"},
};

static void test_parse_errors_name_the_line(void **state)
{
    const alt_cards *db = *state;
    for (size_t i = 0; i < sizeof deck_errors / sizeof deck_errors[0]; i++) {
        const struct deck_error *e = &deck_errors[i];
        alt_deck deck;
        memset(&deck, 0xAB, sizeof deck);
        char msg[128];
        alt_err err = alt_deck_parse(db, e->text, strlen(e->text), &deck, msg, sizeof msg);
        if (err != e->err || strstr(msg, e->in_msg) == NULL) {
            print_error("case \"%s\": error %d \"%s\"\n", e->what, (int)err, msg);
            fail();
        }
        assert_int_equal(deck.count, 0xABAB);   /* the deck is left untouched */
    }
}

static void test_parse_message_is_optional_and_bounded(void **state)
{
    const alt_cards *db = *state;
    alt_deck deck;
    const char *text = "3 UNKNOWN_REFERENCE\n";
    assert_int_equal(alt_deck_parse(db, text, strlen(text), &deck, NULL, 0), ALT_E_UNKNOWN_CARD);
    char small[8];
    memset(small, 'x', sizeof small);
    assert_int_equal(alt_deck_parse(db, text, strlen(text), &deck, small, sizeof small),
                     ALT_E_UNKNOWN_CARD);
    assert_int_equal(strlen(small), 7);
    assert_int_equal(alt_deck_parse(NULL, text, strlen(text), &deck, small, sizeof small), ALT_E_ARG);
    assert_int_equal(alt_deck_parse(db, NULL, 3, &deck, NULL, 0), ALT_E_ARG);
}

static void test_parse_stops_at_len(void **state)
{
    const alt_cards *db = *state;
    alt_deck deck;
    /* Only the first 6 bytes ("3 C01\n") are the list. */
    assert_int_equal(alt_deck_parse(db, "3 C01\n3 NOPE\n", 6, &deck, NULL, 0), ALT_OK);
    assert_int_equal(deck.count, 3);
}

/* Lists as players export them: a byte-order mark, "3x", CR LF, the Hero
 * last. */
static void test_parse_exported_list(void **state)
{
    const alt_cards *db = *state;
    const char *text = "\xEF\xBB\xBF" "3x C01\r\n# a comment\r\n2X C02\r\n1x H_BR\r\n";
    alt_deck deck;
    char msg[64];
    assert_int_equal(alt_deck_parse(db, text, strlen(text), &deck, msg, sizeof msg), ALT_OK);
    assert_int_equal(deck.hero, alt_cards_find(db, "H_BR"));
    assert_int_equal(deck.count, 5);
    /* A byte-order mark is one only at the start. */
    const char *late = "3 C01\n\xEF\xBB\xBF" "3 C02\n";
    assert_int_equal(alt_deck_parse(db, late, strlen(late), &deck, msg, sizeof msg), ALT_E_PARSE);
    assert_non_null(strstr(msg, "line 2"));
}

static void test_1_1_4_b_two_heroes_is_a_violation(void **state)
{
    const alt_cards *db = *state;
    /* Two Heroes in a list parse; the validator names both. */
    alt_deck deck = deck_of(db, HERO_BR CONSTRUCTED_39 "1 H_AX\n");
    assert_int_equal(deck.hero, alt_cards_find(db, "H_BR"));
    alt_violation v[CAP];
    size_t n = validate(db, ALT_FORMAT_CONSTRUCTED, &deck, v, CAP);
    print_violations(v, n);
    assert_int_equal(n, 1);
    assert_string_equal(v[0].rule, "1.1.4.b");
    assert_non_null(strstr(v[0].text, "2 Heroes (Bravos Hero, Axiom Hero)"));
    assert_int_equal(v[0].card_count, 2);
    assert_int_equal(v[0].cards[0], alt_cards_find(db, "H_BR"));
    assert_int_equal(v[0].cards[1], alt_cards_find(db, "H_AX"));
    /* Two copies of one Hero too. */
    deck = deck_of(db, "2 H_BR\n" CONSTRUCTED_39);
    n = validate(db, ALT_FORMAT_CONSTRUCTED, &deck, v, CAP);
    assert_int_equal(n, 1);
    assert_string_equal(v[0].rule, "1.1.4.b");
    assert_non_null(strstr(v[0].text, "2 Heroes"));
}

static void test_1_1_5_b_two_heroes_is_a_limited_violation(void **state)
{
    alt_violation v[CAP];
    size_t n = violations(*state, ALT_FORMAT_LIMITED, "1 H_AX\n" LIMITED_29 "1 H_BR\n", v);
    assert_int_equal(n, 1);
    assert_string_equal(v[0].rule, "1.1.5.b");
}

static void test_format_is_constructed_with_a_hero(void **state)
{
    const alt_cards *db = *state;
    alt_deck deck = deck_of(db, HERO_BR CONSTRUCTED_39);
    assert_int_equal(alt_deck_format(&deck), ALT_FORMAT_CONSTRUCTED);
    deck = deck_of(db, LIMITED_29);
    assert_int_equal(alt_deck_format(&deck), ALT_FORMAT_LIMITED);
    assert_string_equal(alt_format_name(ALT_FORMAT_CONSTRUCTED), "Constructed");
    assert_string_equal(alt_format_name(ALT_FORMAT_LIMITED), "Limited");
    assert_string_equal(alt_format_name((alt_format)7), "?");
}

/* The checked parse goes past cards it cannot take, one violation each,
 * with the line and the reference. */
static void test_checked_parse_reports_every_card_it_cannot_take(void **state)
{
    const alt_cards *db = *state;
    const char *text = HERO_BR "1 NOPE\n3 C01\n2 ALT_ALIZE_B_AX_31_C\n1 ALT_WHO_B_AX_31_C\n";
    alt_deck deck;
    alt_violation v[CAP];
    size_t n = 99;
    char msg[64];
    assert_int_equal(alt_deck_parse_checked(db, text, strlen(text), &deck, NULL, v, CAP, &n, msg, sizeof msg),
                     ALT_OK);
    assert_int_equal(n, 3);
    assert_string_equal(v[0].rule, "reference");
    assert_int_equal(v[0].line, 2);
    assert_string_equal(v[0].ref, "NOPE");
    assert_string_equal(v[1].rule, "set");
    assert_int_equal(v[1].line, 4);
    assert_string_equal(v[1].ref, "ALT_ALIZE_B_AX_31_C");
    assert_non_null(strstr(v[1].text, "is from Trial by Frost"));
    assert_string_equal(v[2].rule, "set");
    assert_non_null(strstr(v[2].text, "the set WHO, which this build does not know"));
    assert_int_equal(deck.count, 3);
    /* A malformed line still stops it. */
    assert_int_equal(alt_deck_parse_checked(db, "3 C01\nthree C02\n", 16, &deck, NULL, v, CAP, &n, msg, sizeof msg),
                     ALT_E_PARSE);
    assert_non_null(strstr(msg, "line 2"));
}

/* Past the engine's 80 cards: one violation, the first 80 kept. */
static void test_checked_parse_counts_cards_past_capacity(void **state)
{
    const alt_cards *db = *state;
    const char *text = "40 C01\n40 C02\n5 C03\n";
    alt_deck deck;
    alt_violation v[CAP];
    size_t n = 0;
    assert_int_equal(alt_deck_parse_checked(db, text, strlen(text), &deck, NULL, v, CAP, &n, NULL, 0), ALT_OK);
    assert_int_equal(n, 1);
    assert_string_equal(v[0].rule, "deck");
    assert_non_null(strstr(v[0].text, "85 cards"));
    assert_int_equal(deck.count, ALT_DECK_MAX);
}

static void test_set_names(void **state)
{
    (void)state;
    assert_string_equal(alt_set_name("CORE", 4), "Beyond the Gates");
    assert_string_equal(alt_set_name("COREKS", 6), "Beyond the Gates");
    assert_string_equal(alt_set_name("ALIZE", 5), "Trial by Frost");
    assert_string_equal(alt_set_name("BISE", 4), "Whispers from the Maze");
    assert_null(alt_set_name("COR", 3));
    assert_null(alt_set_name(NULL, 0));
}

/* With btg-4 (Beyond the Gates alone, no Unique record): a Unique is
 * refused saying why; another set is named. */
static void test_bundled_unique_and_other_sets_are_explained(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_bundled_named("btg-4", &db), ALT_OK);
    alt_deck deck;
    char msg[256];
    const char *unique = "1 ALT_CORE_B_AX_08_U_1234\n";
    assert_int_equal(alt_deck_parse(db, unique, strlen(unique), &deck, msg, sizeof msg),
                     ALT_E_UNSUPPORTED_CARD);
    assert_non_null(strstr(msg, "line 1: ALT_CORE_B_AX_08_U_1234 is a Unique card of Beyond the Gates: "
                                "each Unique has costs, statistics and abilities of its own"));
    const char *frost = "1 ALT_ALIZE_B_AX_31_C\n";
    assert_int_equal(alt_deck_parse(db, frost, strlen(frost), &deck, msg, sizeof msg), ALT_E_UNKNOWN_CARD);
    assert_string_equal(msg, "line 1: ALT_ALIZE_B_AX_31_C is from Trial by Frost; this build holds Beyond the Gates");
    /* An alternate-art print is its booster print's card. */
    const char *alt_art = "3 ALT_CORE_A_AX_22_C\n1 ALT_COREKS_P_AX_04_C\n";
    assert_int_equal(alt_deck_parse(db, alt_art, strlen(alt_art), &deck, msg, sizeof msg), ALT_OK);
    assert_int_equal(deck.count, 4);
    assert_int_equal(deck.cards[0], alt_cards_find(db, "ALT_CORE_B_AX_22_C"));
    assert_int_equal(deck.cards[3], alt_cards_find(db, "ALT_COREKS_B_AX_04_C"));
    const char *core = "1 ALT_CORE_B_AX_99_C\n";
    assert_int_equal(alt_deck_parse(db, core, strlen(core), &deck, msg, sizeof msg), ALT_E_UNKNOWN_CARD);
    assert_string_equal(msg, "line 1: unknown card reference ALT_CORE_B_AX_99_C");
    alt_cards_destroy(&db);
}

/* ------------------------------------------------------ Constructed rules */

static void test_constructed_legal_deck(void **state)
{
    assert_legal(*state, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_39);
}

static void test_constructed_1_1_4_b_needs_a_hero(void **state)
{
    assert_breaks_only(*state, ALT_FORMAT_CONSTRUCTED, CONSTRUCTED_39, "1.1.4.b", "0 Heroes");
}

static void test_constructed_1_1_4_b_at_most_one_hero(void **state)
{
    const alt_cards *db = *state;
    /* A list cannot name two Heroes; a deck built in code can. */
    alt_deck deck = deck_of(db, HERO_BR CONSTRUCTED_39);
    deck.cards[deck.count++] = alt_cards_find(db, "H_AX");
    alt_violation v[CAP];
    assert_int_equal(validate(db, ALT_FORMAT_CONSTRUCTED, &deck, v, CAP), 1);
    assert_string_equal(v[0].rule, "1.1.4.b");
    assert_non_null(strstr(v[0].text, "2 Heroes"));
}

static void test_constructed_1_1_4_c_at_least_39_besides_the_hero(void **state)
{
    assert_breaks_only(*state, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38, "1.1.4.c", "38");
}

static void test_constructed_seeds_at_most_60_with_the_hero(void **state)
{
    const alt_cards *db = *state;
    /* 59 + the Hero is the largest legal deck. */
    assert_legal(db, ALT_FORMAT_CONSTRUCTED,
                 HERO_BR CONSTRUCTED_39 "3 C14\n3 C15\n3 C16\n3 C17\n3 C18\n3 C19\n2 C20\n");
    assert_breaks_only(db, ALT_FORMAT_CONSTRUCTED,
                       HERO_BR CONSTRUCTED_39 "3 C14\n3 C15\n3 C16\n3 C17\n3 C18\n3 C19\n3 C20\n",
                       "seeds-003", "61");
}

static void test_constructed_1_1_4_d_hero_faction_only(void **state)
{
    assert_breaks_only(*state, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "1 AX1\n",
                       "1.1.4.d", "AX1 (Axiom Card) is Axiom");
}

static void test_constructed_1_1_4_e_three_of_a_name(void **state)
{
    assert_breaks_only(*state, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "1 C01\n",
                       "1.1.4.e", "4 cards named Common 01");
}

static void test_constructed_1_1_4_e_regardless_of_rarity(void **state)
{
    /* C01R is a Rare printing of "Common 01": it counts with the commons. */
    assert_breaks_only(*state, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "1 C01R\n",
                       "1.1.4.e", "4 cards named Common 01");
    /* Both printings are the cards involved. */
    const alt_cards *db = *state;
    alt_violation v[CAP];
    assert_int_equal(violations(db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "1 C01R\n", v), 1);
    assert_int_equal(v[0].card_count, 2);
    assert_int_equal(v[0].cards[0], alt_cards_find(db, "C01"));
    assert_int_equal(v[0].cards[1], alt_cards_find(db, "C01R"));
}

#define RARES_15 "3 R1\n3 R2\n3 R3\n3 R4\n3 R5\n"
#define COMMONS_24 "3 C01\n3 C02\n3 C03\n3 C04\n3 C05\n3 C06\n3 C07\n3 C08\n"

static void test_constructed_1_1_4_f_at_most_15_rares(void **state)
{
    const alt_cards *db = *state;
    assert_legal(db, ALT_FORMAT_CONSTRUCTED, HERO_BR COMMONS_24 RARES_15);
    assert_breaks_only(db, ALT_FORMAT_CONSTRUCTED, HERO_BR COMMONS_24 RARES_15 "1 R6\n",
                       "1.1.4.f", "16 Rare");
}

static void test_constructed_seeds_at_most_3_exalted(void **state)
{
    const alt_cards *db = *state;
    assert_legal(db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "2 E1\n1 E2\n");
    assert_breaks_only(db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "2 E1\n2 E2\n",
                       "seeds-003", "4 Exalted");
}

static void test_constructed_1_1_4_g_at_most_3_uniques(void **state)
{
    const alt_cards *db = *state;
    assert_legal(db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "2 U1\n1 U2\n");
    assert_breaks_only(db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "2 U1\n2 U2\n",
                       "1.1.4.g", "4 Unique");
}

static void test_constructed_1_1_7_b_no_tokens(void **state)
{
    const alt_cards *db = *state;
    assert_breaks_only(db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_39 "1 TOK\n",
                       "1.1.7.b", "TOK (Soldier) is a token");
    /* Mana Convergence is for Limited only (CR 1.1.5.a). */
    assert_breaks_only(db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_39 "1 MANA\n",
                       "1.1.7.b", "MANA (Mana Convergence)");
}

/* A card the engine does not implement breaks no deck-building rule: the
 * deck is legal, and alt_deck_playable names each such design, once, with
 * its set (a database that names no sets: the reference's set code). */
static void test_playable_names_each_design_not_implemented(void **state)
{
    const alt_cards *db = *state;
    const char *list = HERO_BR CONSTRUCTED_38 "1 Q1\n";
    assert_legal(db, ALT_FORMAT_CONSTRUCTED, list);
    alt_deck deck = deck_of(db, list);
    char msg[200];
    assert_int_equal(alt_deck_playable(db, &deck, msg, sizeof msg), ALT_E_UNSUPPORTED_CARD);
    assert_string_equal(msg, "Unsupported Card (Q1, its set)");
    deck = deck_of(db, HERO_BR CONSTRUCTED_38 "1 Q_WITH_A_LONG_REFERENCE_42\n1 Q1\n1 Q1\n");
    assert_int_equal(alt_deck_playable(db, &deck, msg, sizeof msg), ALT_E_UNSUPPORTED_CARD);
    assert_string_equal(msg, "A Name Of Twenty-Eight Bytes (Q_WITH_A_LONG_REFERENCE_42, its set); "
                             "Unsupported Card (Q1, its set)");
    /* A short buffer is cut, and says so. */
    char small[20];
    assert_int_equal(alt_deck_playable(db, &deck, small, sizeof small), ALT_E_UNSUPPORTED_CARD);
    assert_string_equal(small + strlen(small) - 3, "...");
    deck = deck_of(db, HERO_BR CONSTRUCTED_39);
    assert_int_equal(alt_deck_playable(db, &deck, msg, sizeof msg), ALT_OK);
    assert_string_equal(msg, "");
}

static void test_constructed_reports_each_broken_rule(void **state)
{
    const alt_cards *db = *state;
    /* No Hero, 5 cards, 4 of a name: 1.1.4.b, 1.1.4.c and 1.1.4.e. */
    alt_deck deck = deck_of(db, "4 C01\n1 Q1\n");
    alt_violation v[CAP];
    size_t n = validate(db, ALT_FORMAT_CONSTRUCTED, &deck, v, CAP);
    assert_int_equal(n, 3);
    assert_string_equal(v[0].rule, "1.1.4.b");
    assert_string_equal(v[1].rule, "1.1.4.c");
    assert_string_equal(v[2].rule, "1.1.4.e");

    /* The total comes back even when fewer slots are given. */
    alt_violation one[1];
    assert_int_equal(validate(db, ALT_FORMAT_CONSTRUCTED, &deck, one, 1), 3);
    assert_string_equal(one[0].rule, "1.1.4.b");
    assert_int_equal(validate(db, ALT_FORMAT_CONSTRUCTED, &deck, NULL, 0), 3);
}

static void test_one_violation_per_offending_card(void **state)
{
    const alt_cards *db = *state;
    /* Three copies of one off-faction card: one 1.1.4.d, naming it once. */
    alt_violation v[CAP];
    size_t n = violations(db, ALT_FORMAT_CONSTRUCTED, HERO_BR NAMES_1_TO_12 "3 AX1\n", v);
    assert_int_equal(n, 1);
    assert_string_equal(v[0].rule, "1.1.4.d");
}

/* --------------------------------------------------------- Limited rules */

static void test_limited_legal_decks(void **state)
{
    const alt_cards *db = *state;
    assert_legal(db, ALT_FORMAT_LIMITED, HERO_BR LIMITED_29);
    assert_legal(db, ALT_FORMAT_LIMITED, LIMITED_29);          /* 1.1.5.b: at most one */
    /* 1.1.5.d remark: no limits on names or rarity. */
    assert_legal(db, ALT_FORMAT_LIMITED, HERO_BR LIMITED_28 "5 C01\n3 R1\n3 R2\n3 R3\n3 R4\n3 R5\n3 R6\n3 E1\n3 U1\n");
    /* 1.1.5.a: any number of Mana Convergence, a neutral card of no faction. */
    assert_legal(db, ALT_FORMAT_LIMITED, HERO_BR LIMITED_28 "1 AX1\n1 LY1\n7 MANA\n");
}

static void test_limited_1_1_5_b_at_most_one_hero(void **state)
{
    const alt_cards *db = *state;
    alt_deck deck = deck_of(db, HERO_BR LIMITED_29);
    deck.cards[deck.count++] = alt_cards_find(db, "H_AX");
    deck.cards[deck.count++] = alt_cards_find(db, "H_BR");
    alt_violation v[CAP];
    assert_int_equal(validate(db, ALT_FORMAT_LIMITED, &deck, v, CAP), 1);
    assert_string_equal(v[0].rule, "1.1.5.b");
    assert_non_null(strstr(v[0].text, "3 Heroes"));
}

static void test_limited_1_1_5_c_at_least_29_non_hero_cards(void **state)
{
    assert_breaks_only(*state, ALT_FORMAT_LIMITED, HERO_BR LIMITED_28, "1.1.5.c", "28");
}

static void test_limited_1_1_5_d_at_most_3_factions_with_the_hero(void **state)
{
    const alt_cards *db = *state;
    assert_legal(db, ALT_FORMAT_LIMITED, HERO_BR LIMITED_28 "1 AX1\n1 LY1\n");
    assert_breaks_only(db, ALT_FORMAT_LIMITED, HERO_BR LIMITED_28 "1 AX1\n1 LY1\n1 MU1\n",
                       "1.1.5.d", "4 factions (Axiom, Bravos, Lyra, Muna)");
    /* The Hero's faction counts even with no card of it. */
    assert_breaks_only(db, ALT_FORMAT_LIMITED, "1 H_AX\n" LIMITED_28 "1 LY1\n1 MU1\n",
                       "1.1.5.d", "4 factions");
}

static void test_limited_1_1_7_b_no_tokens(void **state)
{
    assert_breaks_only(*state, ALT_FORMAT_LIMITED, HERO_BR LIMITED_29 "1 TOK\n", "1.1.7.b",
                       "TOK (Soldier)");
}

static void test_limited_playable_asks_the_hero_too(void **state)
{
    const alt_cards *db = *state;
    assert_legal(db, ALT_FORMAT_LIMITED, "1 H_LY\n" LIMITED_29);
    alt_deck deck = deck_of(db, "1 H_LY\n" LIMITED_29);
    char msg[200];
    assert_int_equal(alt_deck_playable(db, &deck, msg, sizeof msg), ALT_E_UNSUPPORTED_CARD);
    assert_string_equal(msg, "Lyra Hero (H_LY, its set)");
}

/* ------------------------------------------------------------ robustness */

static void test_validate_odd_decks(void **state)
{
    const alt_cards *db = *state;
    alt_violation v[CAP];
    alt_deck deck = deck_of(db, HERO_BR CONSTRUCTED_39);

    /* An index the database lacks is reported, not followed. */
    deck.cards[0] = 9999;
    assert_int_equal(validate(db, ALT_FORMAT_CONSTRUCTED, &deck, v, CAP), 2);
    assert_string_equal(v[0].rule, "deck");
    assert_string_equal(v[1].rule, "1.1.4.c");   /* 38 real cards remain */

    /* A count beyond capacity is clamped. */
    deck = deck_of(db, HERO_BR CONSTRUCTED_39);
    deck.count = 500;
    assert_true(validate(db, ALT_FORMAT_CONSTRUCTED, &deck, v, CAP) >= 1);
    assert_string_equal(v[0].rule, "deck");

    assert_int_equal(validate(NULL, ALT_FORMAT_CONSTRUCTED, &deck, v, CAP), 1);
    assert_int_equal(validate(db, ALT_FORMAT_CONSTRUCTED, NULL, v, CAP), 1);
}

/* With btg-4 every card is supported: a deck led by the last Hero
 * encoded breaks only the size rule, and no record is "?". */
static void test_bundled_deck_needs_a_supported_hero(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_bundled_named("btg-4", &db), ALT_OK);
    const char *list =
        "1 ALT_CORE_B_LY_02_C   # Auraq & Kibble\n"
        "3 ALT_CORE_B_LY_08_C   # Lyra Skald\n"
        "3 ALT_CORE_B_LY_12_C\n";
    alt_deck deck = deck_of(db, list);
    alt_violation v[CAP];
    size_t n = validate(db, ALT_FORMAT_LIMITED, &deck, v, CAP);
    assert_int_equal(n, 1);
    assert_string_equal(v[0].rule, "1.1.5.c");
    for (size_t i = 0; i < alt_cards_count(db); i++)
        assert_int_equal(alt_cards_get(db, (uint16_t)i)->supported, 1);
    alt_cards_destroy(&db);
}

/* ------------------------------------------------- the Complete Rules 4.0 */

/* The deck breaks exactly one rule under ruleset r, and its sentence names `word`. */
static void assert_breaks_only_under(alt_ruleset r, const alt_cards *db, alt_format format, const char *text,
                                     const char *rule, const char *word)
{
    alt_deck deck = deck_of(db, text);
    alt_violation v[CAP];
    size_t n = validate_under(r, db, format, &deck, v, CAP);
    if (n != 1)
        print_violations(v, n);
    assert_int_equal(n, 1);
    assert_string_equal(v[0].rule, rule);
    assert_non_null(strstr(v[0].text, word));
}

static void assert_legal_under(alt_ruleset r, const alt_cards *db, alt_format format, const char *text)
{
    alt_deck deck = deck_of(db, text);
    alt_violation v[CAP];
    size_t n = validate_under(r, db, format, &deck, v, CAP);
    print_violations(v, n);
    assert_int_equal(n, 0);
}

/* CR 4.0 1.1.4.b: 40 to 60 cards, the Hero included, exactly one Hero; one
 * paragraph for all three, under both rulesets of 4.0. */
static void test_1_1_4_b_constructed_40_to_60_with_exactly_one_hero_4_0(void **state)
{
    const alt_cards *db = *state;
    static const alt_ruleset four[] = {ALT_RULESET_SEEDS_3, ALT_RULESET_CR4_1};
    for (size_t i = 0; i < 2; i++) {
        alt_ruleset r = four[i];
        assert_legal_under(r, db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_39);
        assert_breaks_only_under(r, db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38, "4.0 1.1.4.b",
                                 "39 cards with its Hero");
        assert_breaks_only_under(r, db, ALT_FORMAT_CONSTRUCTED,
                                 HERO_BR CONSTRUCTED_39 "3 C14\n3 C15\n3 C16\n3 C17\n3 C18\n3 C19\n3 C20\n",
                                 "4.0 1.1.4.b", "61");
        assert_breaks_only_under(r, db, ALT_FORMAT_CONSTRUCTED, CONSTRUCTED_39 "1 C14\n", "4.0 1.1.4.b",
                                 "needs exactly 1");
    }
}

/* CR 4.0 1.1.4.c to 1.1.4.f: the rules 3.0 numbers 1.1.4.d to 1.1.4.g,
 * cited by their 4.0 numbers under a ruleset of 4.0. */
static void test_1_1_4_c_to_f_renumbered_in_4_0(void **state)
{
    const alt_cards *db = *state;
    alt_ruleset r = ALT_RULESET_CR4_1;
    assert_breaks_only_under(r, db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "1 AX1\n", "4.0 1.1.4.c",
                             "AX1 (Axiom Card) is Axiom");
    assert_breaks_only_under(r, db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "1 C01\n", "4.0 1.1.4.d",
                             "4 cards named Common 01");
    assert_breaks_only_under(r, db, ALT_FORMAT_CONSTRUCTED, HERO_BR CONSTRUCTED_38 "2 U1\n2 U2\n", "4.0 1.1.4.f",
                             "4 Unique");
}

/* CR 4.0 1.1.5.b: a Limited deck of at least 30 cards with no Hero or one:
 * 3.0's 29 cards besides a Hero are 30 with it, and a deck without a Hero
 * needs 30 of its own where 3.0 took 29; 1.1.5.c its factions. */
static void test_1_1_5_b_limited_30_cards_with_no_hero_or_one_4_0(void **state)
{
    const alt_cards *db = *state;
    alt_ruleset r = ALT_RULESET_SEEDS_3;
    assert_legal_under(r, db, ALT_FORMAT_LIMITED, HERO_BR LIMITED_29);
    assert_legal_under(r, db, ALT_FORMAT_LIMITED, LIMITED_29 "1 C11\n");
    assert_breaks_only_under(r, db, ALT_FORMAT_LIMITED, LIMITED_29, "4.0 1.1.5.b", "29");
    assert_legal_under(ALT_RULESET_SEEDS_2, db, ALT_FORMAT_LIMITED, LIMITED_29);   /* 3.0: 29 suffice */
    assert_breaks_only_under(r, db, ALT_FORMAT_LIMITED, "1 H_AX\n" LIMITED_29 "1 H_BR\n", "4.0 1.1.5.b", "2 Heroes");
    assert_breaks_only_under(r, db, ALT_FORMAT_LIMITED, HERO_BR LIMITED_28 "1 AX1\n1 LY1\n1 MU1\n", "4.0 1.1.5.c",
                             "factions");
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_deck_list),
        cmocka_unit_test(test_parse_empty_list_has_no_hero),
        cmocka_unit_test(test_parse_eighty_cards_fit),
        cmocka_unit_test(test_parse_errors_name_the_line),
        cmocka_unit_test(test_parse_message_is_optional_and_bounded),
        cmocka_unit_test(test_parse_stops_at_len),
        cmocka_unit_test(test_parse_exported_list),
        cmocka_unit_test(test_1_1_4_b_two_heroes_is_a_violation),
        cmocka_unit_test(test_1_1_5_b_two_heroes_is_a_limited_violation),
        cmocka_unit_test(test_format_is_constructed_with_a_hero),
        cmocka_unit_test(test_checked_parse_reports_every_card_it_cannot_take),
        cmocka_unit_test(test_checked_parse_counts_cards_past_capacity),
        cmocka_unit_test(test_set_names),
        cmocka_unit_test(test_bundled_unique_and_other_sets_are_explained),
        cmocka_unit_test(test_constructed_legal_deck),
        cmocka_unit_test(test_constructed_1_1_4_b_needs_a_hero),
        cmocka_unit_test(test_constructed_1_1_4_b_at_most_one_hero),
        cmocka_unit_test(test_constructed_1_1_4_c_at_least_39_besides_the_hero),
        cmocka_unit_test(test_constructed_seeds_at_most_60_with_the_hero),
        cmocka_unit_test(test_constructed_1_1_4_d_hero_faction_only),
        cmocka_unit_test(test_constructed_1_1_4_e_three_of_a_name),
        cmocka_unit_test(test_constructed_1_1_4_e_regardless_of_rarity),
        cmocka_unit_test(test_constructed_1_1_4_f_at_most_15_rares),
        cmocka_unit_test(test_constructed_seeds_at_most_3_exalted),
        cmocka_unit_test(test_constructed_1_1_4_g_at_most_3_uniques),
        cmocka_unit_test(test_constructed_1_1_7_b_no_tokens),
        cmocka_unit_test(test_playable_names_each_design_not_implemented),
        cmocka_unit_test(test_constructed_reports_each_broken_rule),
        cmocka_unit_test(test_one_violation_per_offending_card),
        cmocka_unit_test(test_limited_legal_decks),
        cmocka_unit_test(test_limited_1_1_5_b_at_most_one_hero),
        cmocka_unit_test(test_limited_1_1_5_c_at_least_29_non_hero_cards),
        cmocka_unit_test(test_limited_1_1_5_d_at_most_3_factions_with_the_hero),
        cmocka_unit_test(test_limited_1_1_7_b_no_tokens),
        cmocka_unit_test(test_limited_playable_asks_the_hero_too),
        cmocka_unit_test(test_validate_odd_decks),
        cmocka_unit_test(test_bundled_deck_needs_a_supported_hero),
        cmocka_unit_test(test_1_1_4_b_constructed_40_to_60_with_exactly_one_hero_4_0),
        cmocka_unit_test(test_1_1_4_c_to_f_renumbered_in_4_0),
        cmocka_unit_test(test_1_1_5_b_limited_30_cards_with_no_hero_or_one_4_0),
    };
    return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
