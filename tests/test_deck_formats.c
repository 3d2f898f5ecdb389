/*
 * test_deck_formats.c: the card database's format 2 (versions by date,
 * earlier spellings, sets, bans and suspensions) and the deck checks it
 * makes possible: the community formats (NUC, Singleton, pools), the bans
 * and suspensions in force on a date, and Unique cards read from their
 * references. A small format 2 database built for the purpose stages each
 * rule; docs/card-database.md ("Format 2", "Formats") is what it checks.
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

#define REC(ref, name, type, faction, rarity, abilities, design, from)                                        \
    ref "\t" name "\t" type "\t" faction "\t" rarity "\t-\t2\t2\t1\t1\t1\t-\t-\t-\t" abilities "\t" design "\t" \
        from "\n"
#define HERO(ref, name, faction)                                                                              \
    ref "\t" name "\tHERO\t" faction "\tCOMMON\t-\t-\t-\t-\t-\t-\t2\t2\t-\t-\t" ref "\t-\n"

/* Set T (complete) and P (in part); a Hero; 14 Bravos commons by name;
 * "Red" in three versions; a Rare of two prints (booster and alternate
 * art); a Unique family record; a Lyra Common; a suspension, a ban, a ban
 * of a family's Uniques and a suspension of its Bravos ones. */
static const char FORMAT2_DB[] =
    "altered-cards\t2\tfmt-test-1\n"
    "set\tT\tTest Set\tcomplete\n"
    "set\tP\tPartly Held\tpartial\n"
    "alias\tALT_T_B_BR_2_C\tALT_T_B_BR_02_C\n"
    "legal\t2025-02-01\t2025-03-21\tsuspended\tconstructed\tdesign:ALT_T_B_BR_20_R1\t7\n"
    "legal\t2025-05-13\t-\tbanned\tconstructed\tdesign:ALT_T_B_BR_21_C\t8\n"
    "legal\t2025-02-01\t-\tbanned\tconstructed\tunique:T_BR_22\t9\n"
    "legal\t2025-02-01\t2025-05-13\tsuspended\tconstructed\tunique:T_BR_23:BR\t10\n"
    "history\tALT_T_B_BR_03_C\t2024-06-20\tfunctional_erratum\tversion\t1\n"
    "history\tALT_T_B_BR_03_C\t2024-09-06\tbalancing_erratum\tversion\t2\n"
    HERO("ALT_T_B_BR_01_C", "Test Hero", "BR")
    REC("ALT_T_A_BR_20_R1", "Twin Print", "CHARACTER", "BR", "RARE", "-", "ALT_T_B_BR_20_R1", "-")
    REC("ALT_T_B_BR_02_C", "Common 02", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_02_C", "-")
    REC("ALT_T_B_BR_03_C", "Red", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_03_C", "-")
    REC("ALT_T_B_BR_03_C", "Red", "CHARACTER", "BR", "COMMON", "R:draw(1)", "ALT_T_B_BR_03_C", "2024-06-20")
    REC("ALT_T_B_BR_03_C", "Red", "CHARACTER", "BR", "COMMON", "?", "ALT_T_B_BR_03_C", "2024-09-06")
    REC("ALT_T_B_BR_04_C", "Common 04", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_04_C", "-")
    REC("ALT_T_B_BR_05_C", "Common 05", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_05_C", "-")
    REC("ALT_T_B_BR_06_C", "Common 06", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_06_C", "-")
    REC("ALT_T_B_BR_07_C", "Common 07", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_07_C", "-")
    REC("ALT_T_B_BR_08_C", "Common 08", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_08_C", "-")
    REC("ALT_T_B_BR_09_C", "Common 09", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_09_C", "-")
    REC("ALT_T_B_BR_10_C", "Common 10", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_10_C", "-")
    REC("ALT_T_B_BR_11_C", "Common 11", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_11_C", "-")
    REC("ALT_T_B_BR_12_C", "Common 12", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_12_C", "-")
    REC("ALT_T_B_BR_13_C", "Common 13", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_13_C", "-")
    REC("ALT_T_B_BR_14_C", "Common 14", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_14_C", "-")
    REC("ALT_T_B_BR_15_C", "Common 15", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_15_C", "-")
    REC("ALT_T_B_BR_20_R1", "Twin Print", "CHARACTER", "BR", "RARE", "-", "ALT_T_B_BR_20_R1", "-")
    REC("ALT_T_B_BR_21_C", "Banned One", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_21_C", "-")
    REC("ALT_T_B_BR_22_C", "Jellyfish", "CHARACTER", "BR", "COMMON", "-", "ALT_T_B_BR_22_C", "-")
    REC("ALT_T_B_BR_22_U", "Jellyfish", "CHARACTER", "BR", "UNIQUE", "?", "ALT_T_B_BR_22_U", "-")
    REC("ALT_T_B_BR_23_U", "Armorer", "CHARACTER", "BR", "UNIQUE", "?", "ALT_T_B_BR_23_U", "-")
    REC("ALT_T_B_LY_24_C", "Lyra Card", "CHARACTER", "LY", "COMMON", "-", "ALT_T_B_LY_24_C", "-")
    REC("ALT_T_B_LY_24_U", "Lyra Card", "CHARACTER", "LY", "UNIQUE", "?", "ALT_T_B_LY_24_U", "-");

static int setup_db(void **state)
{
    alt_cards *db = NULL;
    size_t line = 0;
    if (alt_cards_parse(FORMAT2_DB, strlen(FORMAT2_DB), &db, &line) != ALT_OK) {
        print_error("format 2 test database: error at line %zu\n", line);
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

enum { CAP = 16 };

static alt_deck deck_of(const alt_cards *db, const char *text, alt_deck_uniques *uniques)
{
    alt_deck deck;
    alt_violation v[CAP];
    size_t n = 0;
    char msg[160];
    alt_err err = alt_deck_parse_checked(db, text, strlen(text), &deck, uniques, v, CAP, &n, msg, sizeof msg);
    if (err != ALT_OK || n != 0) {
        print_error("deck list refused: %s %s\n", msg, n ? v[0].text : "");
        fail();
    }
    return deck;
}

/* The findings of a check of the list under these rules. */
static size_t check(const alt_cards *db, alt_deck_rules *rules, const char *text, alt_violation v[CAP])
{
    alt_deck_uniques uniques;
    alt_deck deck = deck_of(db, text, &uniques);
    if (rules->pool != NULL)
        rules->uniques = &uniques;
    size_t n = alt_deck_check(db, rules, &deck, v, CAP);
    rules->uniques = NULL;
    return n;
}

static alt_deck_rules rules_for(alt_format f, alt_date date)
{
    alt_deck_rules r;
    memset(&r, 0, sizeof r);
    r.format = f;
    r.ruleset = ALT_RULESET_DEFAULT;
    r.date = date;
    return r;
}

static void print_findings(const alt_violation *v, size_t n)
{
    for (size_t i = 0; i < n && i < CAP; i++)
        print_error("  %s %s: %s\n", v[i].note ? "note" : "violation", v[i].rule, v[i].text);
}

/* Exactly one finding, of this rule, a note or not, its sentence naming `word`. */
static void assert_one(const alt_cards *db, alt_deck_rules r, const char *text, const char *rule, int is_note,
                       const char *word)
{
    alt_violation v[CAP];
    size_t n = check(db, &r, text, v);
    if (n != 1)
        print_findings(v, n);
    assert_int_equal(n, 1);
    assert_string_equal(v[0].rule, rule);
    assert_int_equal(v[0].note, is_note);
    assert_int_equal(alt_deck_violations(v, n, CAP), is_note ? 0 : 1);
    if (strstr(v[0].text, word) == NULL)
        print_error("\"%s\" does not name \"%s\"\n", v[0].text, word);
    assert_non_null(strstr(v[0].text, word));
}

static void assert_clean(const alt_cards *db, alt_deck_rules r, const char *text)
{
    alt_violation v[CAP];
    size_t n = check(db, &r, text, v);
    print_findings(v, n);
    assert_int_equal(n, 0);
}

#define HERO_BR "1 ALT_T_B_BR_01_C\n"
/* 36 Bravos commons, three of each of twelve names, and the Hero: 37 cards. */
#define THIRTY_SIX                                                                                              \
    "3 ALT_T_B_BR_02_C\n3 ALT_T_B_BR_04_C\n3 ALT_T_B_BR_05_C\n3 ALT_T_B_BR_06_C\n3 ALT_T_B_BR_07_C\n"           \
    "3 ALT_T_B_BR_08_C\n3 ALT_T_B_BR_09_C\n3 ALT_T_B_BR_10_C\n3 ALT_T_B_BR_11_C\n3 ALT_T_B_BR_12_C\n"           \
    "3 ALT_T_B_BR_13_C\n3 ALT_T_B_BR_14_C\n"
/* ... and three more: 40 cards with the Hero, a legal Constructed deck. */
#define LEGAL_40 HERO_BR THIRTY_SIX "3 ALT_T_B_BR_15_C\n"

/* --------------------------------------------------------- the database */

static void test_format_2_versions_by_date(void **state)
{
    const alt_cards *db = *state;
    uint16_t red = alt_cards_find(db, "ALT_T_B_BR_03_C");
    /* The reference finds its newest version: the text in force today. */
    assert_int_not_equal(red, ALT_CARD_NONE);
    assert_int_equal(alt_cards_get(db, red)->from, 20240906);
    assert_int_equal(alt_cards_get(db, red)->supported, 0);
    /* The day before an erratum, the version before it; on its day, the new one. */
    uint16_t first = alt_cards_on(db, red, 20240619), second = alt_cards_on(db, red, 20240620);
    assert_int_equal(alt_cards_get(db, first)->from, 0);
    assert_string_equal(alt_cards_get(db, first)->abilities, "");
    assert_int_equal(alt_cards_get(db, second)->from, 20240620);
    assert_string_equal(alt_cards_get(db, second)->abilities, "R:draw(1)");
    assert_int_equal(alt_cards_on(db, red, 20240905), second);
    assert_int_equal(alt_cards_on(db, red, 20240906), red);
    assert_int_equal(alt_cards_on(db, red, 0), red);        /* no date: the newest */
    assert_int_equal(alt_cards_on(db, first, 20250101), red);   /* from any version */
    /* Every version has the reference's name and design. */
    assert_string_equal(alt_cards_get(db, first)->ref, "ALT_T_B_BR_03_C");
    assert_string_equal(alt_cards_get(db, first)->design, alt_cards_get(db, red)->design);
    assert_int_equal(alt_cards_on(db, 9999, 20240101), ALT_CARD_NONE);
}

static void test_format_2_spellings_sets_and_history(void **state)
{
    const alt_cards *db = *state;
    /* An earlier spelling finds the record as it is spelled today. */
    assert_int_equal(alt_cards_find(db, "ALT_T_B_BR_2_C"), alt_cards_find(db, "ALT_T_B_BR_02_C"));
    assert_string_equal(alt_cards_get(db, alt_cards_find(db, "ALT_T_B_BR_2_C"))->ref, "ALT_T_B_BR_02_C");
    assert_int_equal(alt_cards_find(db, "ALT_T_B_BR_3_C"), ALT_CARD_NONE);
    /* The sets, and which the database holds in part. */
    assert_int_equal(alt_cards_set_count(db), 2);
    assert_string_equal(alt_cards_set(db, 0)->name, "Test Set");
    assert_int_equal(alt_cards_set(db, 1)->partial, 1);
    assert_string_equal(alt_cards_set_of(db, "ALT_P_B_AX_01_C")->code, "P");
    assert_null(alt_cards_set_of(db, "ALT_Q_B_AX_01_C"));
    /* A card's dated history. */
    const alt_history_info *h = NULL;
    assert_int_equal(alt_cards_history(db, "ALT_T_B_BR_03_C", &h), 2);
    assert_int_equal(h[0].date, 20240620);
    assert_string_equal(h[1].kind, "balancing_erratum");
    assert_string_equal(h[1].what, "version");
    assert_int_equal(alt_cards_history(db, "ALT_T_B_BR_02_C", &h), 0);
    assert_null(h);
    /* The bans and suspensions, their scopes resolved. */
    assert_int_equal(alt_cards_legal_count(db), 4);
    assert_int_equal(alt_cards_legal(db, 0)->design, alt_cards_find(db, "ALT_T_B_BR_20_R1"));
    assert_string_equal(alt_cards_legal(db, 3)->family, "T_BR_23");
    assert_int_equal(alt_cards_legal(db, 3)->faction, ALT_FACTION_BR);
    assert_int_equal(alt_cards_legal(db, 2)->faction, ALT_FACTION__COUNT);
}

static void test_format_2_rejects_each_malformed_line(void **state)
{
    (void)state;
    static const struct {
        const char *what, *line;
    } bad[] = {
        {"a record's date not a day", REC("X", "X", "CHARACTER", "AX", "COMMON", "-", "X", "2024-02-30")},
        {"a record without its date", "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\tX\n"},
        {"a plain PERMANENT", REC("X", "X", "PERMANENT", "AX", "COMMON", "-", "X", "-")},
        {"a set neither complete nor partial", "set\tT\tTest\tsome\n"},
        {"a ban without its entries", "legal\t2025-01-01\t-\tbanned\tconstructed\tdesign:X\n"},
        {"a ban ending before it starts", "legal\t2025-01-01\t2024-01-01\tbanned\tconstructed\tdesign:X\t1\n"},
        {"a ban of no known scope", "legal\t2025-01-01\t-\tbanned\tconstructed\tformat:X\t1\n"},
        {"a ban for Limited", "legal\t2025-01-01\t-\tbanned\tlimited\tdesign:X\t1\n"},
        {"a Unique ban of an unknown faction", "legal\t2025-01-01\t-\tbanned\tconstructed\tunique:T_BR_22:ZZ\t1\n"},
        {"a history entry's date", "history\tX\t2024-13-01\tbanned\t-\t1\n"},
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        char text[512];
        snprintf(text, sizeof text, "altered-cards\t2\tt-1\n%s", bad[i].line);
        alt_cards *db = NULL;
        size_t line = 0;
        alt_err err = alt_cards_parse(text, strlen(text), &db, &line);
        if (err != ALT_E_PARSE || line != 2)
            print_error("case \"%s\": error %d at line %zu\n", bad[i].what, (int)err, line);
        assert_int_equal(err, ALT_E_PARSE);
        assert_int_equal(line, 2);
        assert_null(db);
    }
    /* What only the whole text shows, at the line that breaks it. */
    static const struct {
        const char *what, *text;
        size_t line;
    } whole[] = {
        {"a version dated before the one before it",
         "altered-cards\t2\tt-1\n" REC("X", "X", "CHARACTER", "AX", "COMMON", "-", "X", "2025-01-01")
             REC("X", "X", "CHARACTER", "AX", "COMMON", "-", "X", "2024-01-01"), 3},
        {"a version of another design",
         "altered-cards\t2\tt-1\n" REC("X", "X", "CHARACTER", "AX", "COMMON", "-", "X", "-")
             REC("X", "X", "CHARACTER", "AX", "COMMON", "-", "Y", "2024-01-01"), 3},
        {"versions apart", "altered-cards\t2\tt-1\n" REC("X", "X", "CHARACTER", "AX", "COMMON", "-", "X", "-")
             REC("Y", "Y", "CHARACTER", "AX", "COMMON", "-", "Y", "-")
                 REC("X", "X", "CHARACTER", "AX", "COMMON", "-", "X", "2024-01-01"), 4},
        {"an alias of no record", "altered-cards\t2\tt-1\nalias\tX_1\tX_01\n", 2},
        {"an alias spelling a record's own reference",
         "altered-cards\t2\tt-1\nalias\tX\tX\n" REC("X", "X", "CHARACTER", "AX", "COMMON", "-", "X", "-"), 2},
        {"a ban of no record", "altered-cards\t2\tt-1\nlegal\t2025-01-01\t-\tbanned\tconstructed\tdesign:X\t1\n", 2},
        {"history out of order",
         "altered-cards\t2\tt-1\nhistory\tY\t2024-01-01\tbanned\t-\t1\nhistory\tX\t2024-01-01\tbanned\t-\t2\n", 3},
    };
    for (size_t i = 0; i < sizeof whole / sizeof whole[0]; i++) {
        alt_cards *db = NULL;
        size_t line = 0;
        alt_err err = alt_cards_parse(whole[i].text, strlen(whole[i].text), &db, &line);
        if (err != ALT_E_PARSE || line != whole[i].line)
            print_error("case \"%s\": error %d at line %zu\n", whole[i].what, (int)err, line);
        assert_int_equal(err, ALT_E_PARSE);
        assert_int_equal(line, whole[i].line);
        assert_null(db);
    }
}

static void test_dates_read_and_written(void **state)
{
    (void)state;
    alt_date d = 0;
    assert_int_equal(alt_date_parse("2025-10-03", &d), ALT_OK);
    assert_int_equal(d, 20251003);
    assert_int_equal(alt_date_parse("2024-02-29", &d), ALT_OK);   /* a leap year */
    static const char *const bad[] = {"2025-02-29", "2025-04-31", "2025-13-01", "2025-00-10", "1999-12-31",
                                      "2100-01-01", "2025-1-01",  "2025/01/01", "2025-01-01 ", ""};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
        assert_int_equal(alt_date_parse(bad[i], &d), ALT_E_PARSE);
    char out[11];
    alt_date_format(20240906, out);
    assert_string_equal(out, "2024-09-06");
    alt_date_format(0, out);
    assert_string_equal(out, "-");
}

/* -------------------------------------------------------------- formats */

static void test_format_names(void **state)
{
    (void)state;
    alt_format f;
    assert_int_equal(alt_format_parse("Standard", &f), ALT_OK);
    assert_int_equal(f, ALT_FORMAT_CONSTRUCTED);
    assert_int_equal(alt_format_parse("sealed", &f), ALT_OK);
    assert_int_equal(f, ALT_FORMAT_LIMITED);
    assert_int_equal(alt_format_parse("draft", &f), ALT_OK);
    assert_int_equal(f, ALT_FORMAT_LIMITED);
    assert_int_equal(alt_format_parse("NUC", &f), ALT_OK);
    assert_int_equal(f, ALT_FORMAT_NUC);
    assert_int_equal(alt_format_parse("singleton", &f), ALT_OK);
    assert_int_equal(f, ALT_FORMAT_SINGLETON);
    assert_int_equal(alt_format_parse("frontier", &f), ALT_E_ARG);
    assert_string_equal(alt_format_name(ALT_FORMAT_SINGLETON), "Singleton");
    assert_string_equal(alt_format_name((alt_format)9), "?");
}

static void test_nuc_holds_no_unique(void **state)
{
    const alt_cards *db = *state;
    assert_clean(db, rules_for(ALT_FORMAT_NUC, 0), LEGAL_40);
    /* One Unique: legal in Constructed (with a note on its faction), not in NUC. */
    const char *with_unique = HERO_BR THIRTY_SIX "2 ALT_T_B_BR_15_C\n1 ALT_T_B_BR_22_U_77\n";
    assert_one(db, rules_for(ALT_FORMAT_CONSTRUCTED, 0), with_unique, "unique", 1, "their own");
    alt_violation v[CAP];
    alt_deck_rules r = rules_for(ALT_FORMAT_NUC, 0);
    size_t n = check(db, &r, with_unique, v);
    assert_int_equal(alt_deck_violations(v, n, CAP), 1);
    assert_string_equal(v[0].rule, "nuc");
    assert_non_null(strstr(v[0].text, "1 Unique cards; a NUC deck has at most 0"));
}

/* CR 1.3.1.c: the Hero goes to the Hero zone, the rest into the Deck. A
 * deck value (as a log or a request gives it) with the Hero slot empty and
 * a Hero among its cards would shuffle the Hero into the Deck: refused in
 * every format, by the one check every reader of decks goes through, and
 * so by alt_game_new. With the Hero in its slot the same cards are legal. */
static void test_1_3_1_c_a_hero_among_the_cards_is_refused(void **state)
{
    const alt_cards *db = *state;
    alt_deck legal = deck_of(db, LEGAL_40, NULL);
    alt_deck shuffled = legal;
    shuffled.hero = ALT_CARD_NONE;
    shuffled.cards[shuffled.count++] = legal.hero;
    static const alt_format formats[] = {ALT_FORMAT_CONSTRUCTED, ALT_FORMAT_LIMITED, ALT_FORMAT_NUC,
                                         ALT_FORMAT_SINGLETON};
    for (size_t k = 0; k < sizeof formats / sizeof formats[0]; k++) {
        alt_deck_rules r = rules_for(formats[k], 0);
        alt_violation v[CAP];
        size_t n = alt_deck_check(db, &r, &shuffled, v, CAP);
        int found = 0;
        for (size_t i = 0; i < n && i < CAP; i++)
            found |= strcmp(v[i].rule, "1.3.1.c") == 0 && strstr(v[i].text, "Test Hero") != NULL && !v[i].note;
        if (!found)
            print_findings(v, n);
        assert_true(found);
    }
    alt_deck_rules r = rules_for(ALT_FORMAT_CONSTRUCTED, 0);
    alt_violation v[CAP];
    assert_int_equal(alt_deck_check(db, &r, &legal, v, CAP), 0);

    alt_setup s;
    memset(&s, 0, sizeof s);
    s.format = ALT_FORMAT_LIMITED;
    s.deck[0] = shuffled;
    s.deck[1] = legal;
    s.deck[1].hero = ALT_CARD_NONE;
    alt_game *g = NULL;
    char msg[256];
    assert_int_equal(alt_game_new(db, &s, &g, msg, sizeof msg), ALT_E_DECK_INVALID);
    assert_null(g);
    assert_non_null(strstr(msg, "1.3.1.c"));
}

static void test_singleton_one_of_each_name_up_to_80(void **state)
{
    const alt_cards *db = *state;
    /* Three of a name: Constructed's limit, over Singleton's one. */
    alt_violation v[CAP];
    alt_deck_rules r = rules_for(ALT_FORMAT_SINGLETON, 0);
    size_t n = check(db, &r, LEGAL_40, v);
    assert_int_equal(n, 13);   /* thirteen names, three of each */
    assert_string_equal(v[0].rule, "singleton");
    assert_non_null(strstr(v[0].text, "3 cards named Common 02; at most 1 of a name"));
    /* Sixty-one cards are too many for Constructed, within Singleton's 80
     * (the names aside). */
    char list[1024] = HERO_BR "20 ALT_T_B_BR_02_C\n20 ALT_T_B_BR_04_C\n20 ALT_T_B_BR_05_C\n";
    r = rules_for(ALT_FORMAT_CONSTRUCTED, 0);
    n = check(db, &r, list, v);
    int over = 0;
    for (size_t i = 0; i < n && i < CAP; i++)
        over |= strstr(v[i].text, "61 cards with its Hero; a Constructed deck has at most 60") != NULL;
    assert_true(over);
    r = rules_for(ALT_FORMAT_SINGLETON, 0);
    n = check(db, &r, list, v);
    for (size_t i = 0; i < n && i < CAP; i++)
        assert_null(strstr(v[i].text, "at most 80"));
}

/* --------------------------------------------- bans, suspensions, pools */

static void test_suspension_in_force_from_its_day_to_the_day_before_its_end(void **state)
{
    const alt_cards *db = *state;
    const char *list = HERO_BR THIRTY_SIX "2 ALT_T_B_BR_15_C\n1 ALT_T_B_BR_20_R1\n";
    assert_clean(db, rules_for(ALT_FORMAT_CONSTRUCTED, 20250131), list);
    assert_one(db, rules_for(ALT_FORMAT_CONSTRUCTED, 20250201), list, "suspended", 0,
               "ALT_T_B_BR_20_R1 (Twin Print) is suspended in Constructed formats from 2025-02-01 until 2025-03-21 "
               "(entry 7)");
    assert_one(db, rules_for(ALT_FORMAT_CONSTRUCTED, 20250320), list, "suspended", 0, "entry 7");
    assert_clean(db, rules_for(ALT_FORMAT_CONSTRUCTED, 20250321), list);
    /* Every print of the design: its alternate art too. */
    const char *art = HERO_BR THIRTY_SIX "2 ALT_T_B_BR_15_C\n1 ALT_T_A_BR_20_R1\n";
    assert_one(db, rules_for(ALT_FORMAT_CONSTRUCTED, 20250301), art, "suspended", 0, "ALT_T_A_BR_20_R1");
    /* The Constructed formats only: Limited keeps it legal, and no date weighs nothing. */
    assert_clean(db, rules_for(ALT_FORMAT_LIMITED, 20250301), art);
    assert_clean(db, rules_for(ALT_FORMAT_CONSTRUCTED, 0), art);
    assert_one(db, rules_for(ALT_FORMAT_NUC, 20250301), art, "suspended", 0, "entry 7");
}

static void test_ban_of_a_family_s_uniques(void **state)
{
    const alt_cards *db = *state;
    /* Every Unique of the family: a violation; its Common: legal. */
    const char *unique = HERO_BR THIRTY_SIX "2 ALT_T_B_BR_15_C\n1 ALT_T_B_BR_22_U_1234\n";
    alt_violation v[CAP];
    alt_deck_rules r = rules_for(ALT_FORMAT_CONSTRUCTED, 20250601);
    size_t n = check(db, &r, unique, v);
    assert_int_equal(alt_deck_violations(v, n, CAP), 1);
    int banned = 0;
    for (size_t i = 0; i < n; i++)
        banned |= !v[i].note && strcmp(v[i].rule, "banned") == 0 && strstr(v[i].text, "entry 9") != NULL;
    assert_true(banned);
    assert_clean(db, rules_for(ALT_FORMAT_CONSTRUCTED, 20250601),
                 HERO_BR THIRTY_SIX "2 ALT_T_B_BR_15_C\n1 ALT_T_B_BR_22_C\n");
    /* A suspension of a family's Bravos Uniques: a Unique's faction is its
     * own, so it is a note that says so, never a violation. */
    const char *armorer = HERO_BR THIRTY_SIX "2 ALT_T_B_BR_15_C\n1 ALT_T_B_BR_23_U_5\n";
    r = rules_for(ALT_FORMAT_CONSTRUCTED, 20250301);
    n = check(db, &r, armorer, v);
    assert_int_equal(n, 2);
    assert_int_equal(alt_deck_violations(v, n, CAP), 0);
    assert_string_equal(v[1].rule, "suspended");
    assert_non_null(strstr(v[1].text, "the Bravos ones of its family are suspended"));
    assert_non_null(strstr(v[1].text, "its faction is its own"));
    /* A banned design, from its day. */
    assert_one(db, rules_for(ALT_FORMAT_CONSTRUCTED, 20250513), HERO_BR THIRTY_SIX "2 ALT_T_B_BR_15_C\n1 ALT_T_B_BR_21_C\n",
               "banned", 0, "is banned in Constructed formats from 2025-05-13 (entry 8)");
}

static void test_unique_counts_under_its_family_s_name_and_rarity(void **state)
{
    const alt_cards *db = *state;
    /* Its family's name: three Jellyfish and a Unique one make four. */
    alt_violation v[CAP];
    alt_deck_rules r = rules_for(ALT_FORMAT_CONSTRUCTED, 0);
    size_t n = check(db, &r, HERO_BR THIRTY_SIX "3 ALT_T_B_BR_22_C\n1 ALT_T_B_BR_22_U_1\n", v);
    int four = 0;
    for (size_t i = 0; i < n && i < CAP; i++)
        four |= strstr(v[i].text, "4 cards named Jellyfish") != NULL;
    assert_true(four);
    /* Its rarity: four Uniques are one too many. */
    n = check(db, &r,
              HERO_BR THIRTY_SIX "1 ALT_T_B_BR_22_U_1\n1 ALT_T_B_BR_22_U_2\n1 ALT_T_B_BR_23_U_3\n1 ALT_T_B_BR_23_U_4\n",
              v);
    int uniques = 0;
    for (size_t i = 0; i < n && i < CAP; i++)
        uniques |= strstr(v[i].text, "4 Unique cards; a Constructed deck has at most 3") != NULL;
    assert_true(uniques);
    /* Its faction: a Lyra family's Unique in a Bravos deck is a note, not
     * a violation; a Lyra Common is. */
    assert_one(db, rules_for(ALT_FORMAT_CONSTRUCTED, 0), HERO_BR THIRTY_SIX "2 ALT_T_B_BR_15_C\n1 ALT_T_B_LY_24_U_9\n",
               "unique", 1, "Lyra Card");
    alt_violation w[CAP];
    r = rules_for(ALT_FORMAT_CONSTRUCTED, 0);
    n = check(db, &r, HERO_BR THIRTY_SIX "2 ALT_T_B_BR_15_C\n1 ALT_T_B_LY_24_C\n", w);
    assert_int_equal(n, 1);
    assert_string_equal(w[0].rule, "4.0 1.1.4.c");   /* the faction (3.0 1.1.4.d) */
}

static void test_pool_allows_only_its_uniques(void **state)
{
    const alt_cards *db = *state;
    static const char *const pool[] = {"ALT_T_B_BR_22_U_1234", "ALT_T_B_BR_23_U_5"};   /* sorted */
    alt_deck_rules r = rules_for(ALT_FORMAT_CONSTRUCTED, 0);
    r.pool = pool;
    r.pool_count = 2;
    const char *in_pool = HERO_BR THIRTY_SIX "2 ALT_T_B_BR_15_C\n1 ALT_T_B_BR_23_U_5\n";
    alt_violation v[CAP];
    size_t n = check(db, &r, in_pool, v);
    assert_int_equal(alt_deck_violations(v, n, CAP), 0);
    const char *outside = HERO_BR THIRTY_SIX "1 ALT_T_B_BR_15_C\n1 ALT_T_B_BR_23_U_5\n1 ALT_T_B_BR_23_U_6\n";
    n = check(db, &r, outside, v);
    assert_int_equal(alt_deck_violations(v, n, CAP), 1);
    size_t k = 0;
    while (k < n && strcmp(v[k].rule, "pool") != 0)
        k++;
    assert_true(k < n);
    assert_string_equal(v[k].ref, "ALT_T_B_BR_23_U_6");
    assert_int_equal(v[k].line, 16);
    assert_non_null(strstr(v[k].text, "is not in the format's pool of Unique cards"));
}

static void test_list_reads_unique_and_partial_set_references(void **state)
{
    const alt_cards *db = *state;
    alt_deck_uniques u;
    alt_deck deck = deck_of(db, "2 ALT_T_B_BR_22_U_12\n1 ALT_T_P_BR_23_U_3\n", &u);
    assert_int_equal(deck.count, 3);
    assert_int_equal(deck.cards[0], alt_cards_find(db, "ALT_T_B_BR_22_U"));
    assert_int_equal(deck.cards[2], alt_cards_find(db, "ALT_T_B_BR_23_U"));
    assert_int_equal(u.count, 3);
    assert_string_equal(u.at[2].ref, "ALT_T_P_BR_23_U_3");
    assert_int_equal(u.at[2].slot, 2);
    assert_int_equal(u.at[2].line, 2);
    /* A Unique cannot be played from its reference alone: its record is needed. */
    char msg[200];
    assert_int_equal(alt_deck_playable(db, &deck, msg, sizeof msg), ALT_E_UNSUPPORTED_CARD);
    assert_non_null(strstr(msg, "Jellyfish (a Unique of Test Set, read from its reference alone): its record "
                                "(faction, costs, statistics, abilities) is needed to play it"));
    /* A set held in part: not in this build's records, never malformed. */
    alt_violation v[CAP];
    size_t n = 0;
    const char *unheld = "1 ALT_P_B_AX_42_C\n1 ALT_T_B_AX_99_C\n";
    assert_int_equal(alt_deck_parse_checked(db, unheld, strlen(unheld), &deck, NULL, v, CAP, &n,
                                            msg, sizeof msg),
                     ALT_OK);
    assert_int_equal(n, 2);
    assert_string_equal(v[0].rule, "set");
    assert_string_equal(v[0].text, "ALT_P_B_AX_42_C is from Partly Held, whose records this build holds in part: "
                                   "not in this build's records");
    assert_string_equal(v[1].rule, "reference");
    assert_string_equal(v[1].text, "unknown card reference ALT_T_B_AX_99_C: Test Set has no such card");
    assert_int_equal(alt_deck_parse(db, "1 ALT_P_B_AX_42_C\n", 18, &deck, msg, sizeof msg), ALT_E_UNKNOWN_CARD);
}

/* A game plays each card's version in force on its date, and names the
 * date in its hashes: the same decks on two days are two games. */
static void test_game_plays_the_version_of_its_date(void **state)
{
    const alt_cards *db = *state;
    alt_setup s;
    memset(&s, 0, sizeof s);
    s.seed = 3;
    s.ruleset = ALT_RULESET_DEFAULT;
    s.format = ALT_FORMAT_LIMITED;
    for (int p = 0; p < 2; p++) {
        s.deck[p].hero = ALT_CARD_NONE;
        for (int i = 0; i < 30; i++)
            s.deck[p].cards[s.deck[p].count++] = alt_cards_find(db, i < 3 ? "ALT_T_B_BR_03_C" : "ALT_T_B_BR_02_C");
    }
    alt_game *g = NULL;
    char msg[256];
    /* Today's Red is not implemented: refused, naming it and its set. */
    s.date = 20251001;
    assert_int_equal(alt_game_new(db, &s, &g, msg, sizeof msg), ALT_E_UNSUPPORTED_CARD);
    assert_non_null(strstr(msg, "Red (ALT_T_B_BR_03_C, Test Set)"));
    assert_null(g);
    /* In July 2024 it is the one that draws; in May, the vanilla one. */
    s.date = 20240701;
    assert_int_equal(alt_game_new(db, &s, &g, msg, sizeof msg), ALT_OK);
    assert_string_equal(alt_cards_get(db, alt_game_setup(g)->deck[0].cards[0])->abilities, "R:draw(1)");
    uint64_t july = alt_game_hash(g);
    alt_game_destroy(&g);
    s.date = 20240501;
    assert_int_equal(alt_game_new(db, &s, &g, msg, sizeof msg), ALT_OK);
    assert_string_equal(alt_cards_get(db, alt_game_setup(g)->deck[0].cards[0])->abilities, "");
    assert_true(alt_game_hash(g) != july);
    alt_game_destroy(&g);
    /* A date that is no day is refused. */
    s.date = 20240231;
    assert_int_equal(alt_game_new(db, &s, &g, msg, sizeof msg), ALT_E_ARG);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_format_2_versions_by_date),
        cmocka_unit_test(test_format_2_spellings_sets_and_history),
        cmocka_unit_test(test_format_2_rejects_each_malformed_line),
        cmocka_unit_test(test_dates_read_and_written),
        cmocka_unit_test(test_format_names),
        cmocka_unit_test(test_nuc_holds_no_unique),
        cmocka_unit_test(test_1_3_1_c_a_hero_among_the_cards_is_refused),
        cmocka_unit_test(test_singleton_one_of_each_name_up_to_80),
        cmocka_unit_test(test_suspension_in_force_from_its_day_to_the_day_before_its_end),
        cmocka_unit_test(test_ban_of_a_family_s_uniques),
        cmocka_unit_test(test_unique_counts_under_its_family_s_name_and_rarity),
        cmocka_unit_test(test_pool_allows_only_its_uniques),
        cmocka_unit_test(test_list_reads_unique_and_partial_set_references),
        cmocka_unit_test(test_game_plays_the_version_of_its_date),
    };
    return cmocka_run_group_tests(tests, setup_db, teardown_db);
}
