/*
 * test_cards.c: the card database, as a caller uses it.
 *
 * Parses small databases written inline, shows that every kind of malformed
 * line is refused with its line number, and checks the bundled Beyond the
 * Gates database: its size, its digest, and the facts of a few known cards.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

#include "altered.h"
#include "cards.h"

/* A tiny database: a Hero, a vanilla Character, a Landmark, and a Spell
 * whose abilities the project has not encoded yet. */
static const char SMALL_DB[] =
    "# a database for tests\n"
    "\n"
    "altered-cards\t1\ttest-1\n"
    "T_HERO\tTest Hero\tHERO\tBR\tCOMMON\t-\t-\t-\t-\t-\t-\t3\t2\t-\t?\n"
    "T_BEAR\tPlain Bear\tCHARACTER\tBR\tCOMMON\tANIMAL\t2\t3\t1\t2\t3\t-\t-\tdefender,tough=2\t-\n"
    "# a comment between records\n"
    "T_TOWER\tTall Tower\tPERMANENT\tLY\tRARE\tLANDMARK,DEITY\t3\t2\t-\t-\t-\t-\t-\t-\t-\n"
    "T_SPELL\tClever Spell\tSPELL\tMU\tUNIQUE\t-\t1\t1\t-\t-\t-\t-\t-\tfleeting\t?\n";

static alt_cards *parse_ok(const char *text)
{
    alt_cards *db = NULL;
    size_t line = 99;
    assert_int_equal(alt_cards_parse(text, strlen(text), &db, &line), ALT_OK);
    assert_non_null(db);
    return db;
}

static void test_parse_small_database(void **state)
{
    (void)state;
    alt_cards *db = parse_ok(SMALL_DB);

    assert_int_equal(alt_cards_count(db), 4);
    assert_string_equal(alt_cards_version(db), "test-1");

    uint16_t bear = alt_cards_find(db, "T_BEAR");
    assert_int_equal(bear, 1);   /* indices follow the file's order */
    const alt_card_info *c = alt_cards_get(db, bear);
    assert_string_equal(c->ref, "T_BEAR");
    assert_string_equal(c->name, "Plain Bear");
    assert_string_equal(c->subtypes, "ANIMAL");
    assert_string_equal(c->abilities, "");
    assert_int_equal(c->type, ALT_TYPE_CHARACTER);
    assert_int_equal(c->faction, ALT_FACTION_BR);
    assert_int_equal(c->rarity, ALT_RARITY_COMMON);
    assert_int_equal(c->hand_cost, 2);
    assert_int_equal(c->reserve_cost, 3);
    assert_int_equal(c->forest, 1);
    assert_int_equal(c->mountain, 2);
    assert_int_equal(c->water, 3);
    assert_int_equal(c->keywords, ALT_KW_DEFENDER | ALT_KW_TOUGH);
    assert_int_equal(c->tough, 2);
    assert_int_equal(c->scout, 0);
    assert_int_equal(c->supported, 1);

    const alt_card_info *hero = alt_cards_get(db, alt_cards_find(db, "T_HERO"));
    assert_int_equal(hero->type, ALT_TYPE_HERO);
    assert_int_equal(hero->reserve_limit, 3);
    assert_int_equal(hero->landmark_limit, 2);
    assert_string_equal(hero->subtypes, "");
    assert_string_equal(hero->abilities, "?");
    assert_int_equal(hero->supported, 0);

    /* A Permanent with the LANDMARK subtype goes to the Landmark zone. */
    const alt_card_info *tower = alt_cards_get(db, alt_cards_find(db, "T_TOWER"));
    assert_true(tower->keywords & ALT_KW_LANDMARK);
    assert_false(tower->keywords & ALT_KW_GEAR);
    assert_int_equal(tower->forest, 0);   /* absent statistics read as 0 */
    assert_int_equal(tower->rarity, ALT_RARITY_RARE);

    const alt_card_info *spell = alt_cards_get(db, alt_cards_find(db, "T_SPELL"));
    assert_int_equal(spell->keywords, ALT_KW_FLEETING);
    assert_int_equal(spell->rarity, ALT_RARITY_UNIQUE);
    assert_int_equal(spell->supported, 0);

    assert_int_equal(alt_cards_find(db, "T_NOPE"), ALT_CARD_NONE);
    assert_int_equal(alt_cards_find(db, ""), ALT_CARD_NONE);
    assert_null(alt_cards_get(db, 4));

    /* The digest is XXH3-64 of the bytes as given. */
    assert_true(alt_cards_digest(db) == XXH3_64bits(SMALL_DB, strlen(SMALL_DB)));

    alt_cards_destroy(&db);
    assert_null(db);
    alt_cards_destroy(&db);   /* harmless twice */
}

static void test_parse_tolerates_crlf_and_no_final_newline(void **state)
{
    (void)state;
    alt_cards *db = parse_ok(
        "altered-cards\t1\tv\r\n"
        "A\tA\tCHARACTER\tOR\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\r\n"
        "B\tB\tCHARACTER\tOR\tCOMMON\tGEAR\t1\t1\t1\t1\t1\t-\t-\tscout=2\t-");
    assert_int_equal(alt_cards_count(db), 2);
    const alt_card_info *b = alt_cards_get(db, alt_cards_find(db, "B"));
    assert_int_equal(b->keywords, ALT_KW_SCOUT | ALT_KW_GEAR);
    assert_int_equal(b->scout, 2);
    assert_string_equal(b->abilities, "");
    alt_cards_destroy(&db);
}

static void test_parse_empty_database(void **state)
{
    (void)state;
    alt_cards *db = parse_ok("altered-cards\t1\tempty-1\n");
    assert_int_equal(alt_cards_count(db), 0);
    assert_int_equal(alt_cards_find(db, "X"), ALT_CARD_NONE);
    alt_cards_destroy(&db);
}

static void test_parse_rejects_bad_arguments(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_parse(SMALL_DB, strlen(SMALL_DB), NULL, NULL), ALT_E_ARG);
    assert_int_equal(alt_cards_parse(NULL, 5, &db, NULL), ALT_E_ARG);
    assert_null(db);
    assert_int_equal(alt_cards_count(NULL), 0);
    assert_null(alt_cards_get(NULL, 0));
    assert_int_equal(alt_cards_find(NULL, "X"), ALT_CARD_NONE);
}

/* -------------------------------------------------- malformed databases */

#define MAGIC "altered-cards\t1\tt-1\n"
#define GOOD "G\tGood\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n"

/* Each case: a whole text and the line the parser must blame. */
static const struct bad_case {
    const char *what;
    const char *text;
    size_t line;
} bad_cases[] = {
    {"empty text", "", 1},
    {"only comments", "# nothing\n# more\n", 3},
    {"wrong magic word", "altered-decks\t1\tt-1\n", 1},
    {"unknown format number", "altered-cards\t3\tt-1\n", 1},
    {"empty db-version", "altered-cards\t1\t\n", 1},
    {"db-version with a space", "altered-cards\t1\tt 1\n", 1},
    {"magic with an extra field", "altered-cards\t1\tt-1\tx\n", 1},
    {"a record before the magic", GOOD MAGIC, 1},
    {"14 fields", MAGIC GOOD "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\n", 3},
    {"16 fields", MAGIC GOOD "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\t-\n", 3},
    {"a tab-only line", MAGIC "\t\n", 2},
    {"empty reference", MAGIC "\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"reference with a dash", MAGIC "X-1\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"reference of 64 bytes", MAGIC
     "R123456789012345678901234567890123456789012345678901234567890123"
     "\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"empty name", MAGIC "X\t\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"name with a leading space", MAGIC "X\t Y\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"name with a control byte", MAGIC "X\tA\x01\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"name not UTF-8", MAGIC "X\tCopp\xe9lia\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"name with an overlong UTF-8 byte", MAGIC "X\t\xc0\xafX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"unknown type", MAGIC "X\tX\tCREATURE\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"lower-case type", MAGIC "X\tX\tcharacter\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"unknown faction", MAGIC "X\tX\tCHARACTER\tZZ\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"unknown rarity", MAGIC "X\tX\tCHARACTER\tAX\tMYTHIC\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"lower-case subtype", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\tanimal\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"empty subtype in a list", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\tA,,B\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"subtype list ending in a comma", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\tA,\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"empty subtypes", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t\t1\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"hand cost not a number", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\tx\t1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"negative reserve cost", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t-1\t1\t1\t1\t-\t-\t-\t-\n", 2},
    {"forest of 100", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t100\t1\t1\t-\t-\t-\t-\n", 2},
    {"mountain with a leading zero", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t01\t1\t-\t-\t-\t-\n", 2},
    {"empty water", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t\t-\t-\t-\t-\n", 2},
    {"a Hero without limits", MAGIC "H\tH\tHERO\tAX\tCOMMON\t-\t-\t-\t-\t-\t-\t-\t-\t-\t?\n", 2},
    {"a Hero with one limit", MAGIC "H\tH\tHERO\tAX\tCOMMON\t-\t-\t-\t-\t-\t-\t2\t-\t-\t?\n", 2},
    {"a Character with a reserve limit", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t2\t-\t-\t-\n", 2},
    {"a Character with a landmark limit", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t2\t-\t-\n", 2},
    {"unknown keyword", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\tflying\t-\n", 2},
    {"keyword twice", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\teternal,eternal\t-\n", 2},
    {"tough without X", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\ttough\t-\n", 2},
    {"tough=0", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\ttough=0\t-\n", 2},
    {"scout=X", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\tscout=X\t-\n", 2},
    {"tough twice", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\ttough=1,tough=2\t-\n", 2},
    {"empty keyword in a list", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\teternal,\t-\n", 2},
    {"abilities not in the encoding", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\tdraw 1\n", 2},
    {"an exhaust cost of a narrower sacrifice", MAGIC "X\tX\tPERMANENT\tAX\tCOMMON\t-\t1\t1\t-\t-\t-\t-\t-\t-\tT:sacrifice(my_expedition)\n", 2},
    {"empty abilities", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t\n", 2},
    {"a stray carriage return", MAGIC "X\tX\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\r\r\n", 2},
    {"duplicate reference", MAGIC GOOD "# again:\n" GOOD, 4},
};

static void test_parse_rejects_each_malformed_line(void **state)
{
    (void)state;
    for (size_t i = 0; i < sizeof bad_cases / sizeof bad_cases[0]; i++) {
        const struct bad_case *b = &bad_cases[i];
        alt_cards *db = (alt_cards *)1;
        size_t line = 0;
        alt_err err = alt_cards_parse(b->text, strlen(b->text), &db, &line);
        if (err != ALT_E_PARSE || line != b->line) {
            print_error("case \"%s\": error %d at line %zu, expected ALT_E_PARSE at %zu\n",
                        b->what, (int)err, line, b->line);
            fail();
        }
        assert_null(db);
    }
}

static void test_parse_rejects_nul_byte(void **state)
{
    (void)state;
    static const char text[] = MAGIC GOOD "Y\tY\0Y\tCHARACTER\tAX\tCOMMON\t-\t1\t1\t1\t1\t1\t-\t-\t-\t-\n";
    alt_cards *db = NULL;
    size_t line = 0;
    assert_int_equal(alt_cards_parse(text, sizeof text - 1, &db, &line), ALT_E_PARSE);
    assert_int_equal(line, 3);
    assert_null(db);
}

/* Every prefix and many single-byte changes of a valid text either parse
 * or fail cleanly (the fuzzer does this at scale; ASan checks the rest). */
static void test_parse_survives_damaged_text(void **state)
{
    (void)state;
    size_t len = strlen(SMALL_DB);
    char *copy = malloc(len);
    assert_non_null(copy);
    for (size_t cut = 0; cut <= len; cut++) {
        memcpy(copy, SMALL_DB, len);
        alt_cards *db = NULL;
        alt_err err = alt_cards_parse(copy, cut, &db, NULL);
        assert_true(err == ALT_OK || err == ALT_E_PARSE);
        assert_true((err == ALT_OK) == (db != NULL));
        alt_cards_destroy(&db);
    }
    static const char bytes[] = {'\0', '\t', '\n', '\r', '#', ',', '-', '=', '9', '\xff'};
    for (size_t at = 0; at < len; at++) {
        for (size_t k = 0; k < sizeof bytes; k++) {
            memcpy(copy, SMALL_DB, len);
            copy[at] = bytes[k];
            alt_cards *db = NULL;
            alt_err err = alt_cards_parse(copy, len, &db, NULL);
            assert_true(err == ALT_OK || err == ALT_E_PARSE);
            alt_cards_destroy(&db);
        }
    }
    free(copy);
}

/* ------------------------------------------------- the bundled database */

/* btg-4: Beyond the Gates as first printed, what release 1.0.0's logs name;
 * the newest bundled database is test_cards_all.c's. */
static alt_err btg4(alt_cards **db)
{
    return alt_cards_bundled_named("btg-4", db);
}

static void test_bundled_database_loads(void **state)
{
    (void)state;
    alt_cards *a = NULL, *b = NULL;
    assert_int_equal(btg4(&a), ALT_OK);
    assert_int_equal(btg4(&b), ALT_OK);

    assert_int_equal(alt_cards_count(a), 1020);
    assert_string_equal(alt_cards_version(a), "btg-4");
    /* Two loads, one digest: the digest is a function of the text only. */
    assert_true(alt_cards_digest(a) == alt_cards_digest(b));
    assert_true(alt_cards_digest(a) ==
                XXH3_64bits(alt_bundled_btg4_text, alt_bundled_btg4_len));
    /* The bundled databases, newest first; an unknown version is none. */
    assert_string_equal(alt_cards_bundled_version(0), "all-1");
    assert_string_equal(alt_cards_bundled_version(1), "btg-4");
    assert_null(alt_cards_bundled_version(2));
    alt_cards *none = (alt_cards *)1;
    assert_int_equal(alt_cards_bundled_named("btg-3", &none), ALT_E_VERSION);
    assert_null(none);

    /* Every reference finds itself. */
    for (uint16_t i = 0; i < alt_cards_count(a); i++)
        assert_int_equal(alt_cards_find(a, alt_cards_get(a, i)->ref), i);

    alt_cards_destroy(&a);
    alt_cards_destroy(&b);
}

static void test_bundled_ratatoskr(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(btg4(&db), ALT_OK);
    uint16_t i = alt_cards_find(db, "ALT_CORE_B_BR_04_C");
    assert_int_not_equal(i, ALT_CARD_NONE);
    const alt_card_info *c = alt_cards_get(db, i);
    assert_string_equal(c->name, "Ratatoskr");
    assert_int_equal(c->type, ALT_TYPE_CHARACTER);
    assert_int_equal(c->faction, ALT_FACTION_BR);
    assert_int_equal(c->rarity, ALT_RARITY_COMMON);
    assert_int_equal(c->hand_cost, 1);
    assert_int_equal(c->reserve_cost, 3);
    assert_int_equal(c->forest, 1);
    assert_int_equal(c->mountain, 1);
    assert_int_equal(c->water, 1);
    /* "{R} I gain 2 boosts", in the project's encoding: supported. */
    assert_string_equal(c->abilities, "R:boost_self(2)");
    assert_int_equal(c->supported, 1);
    /* A Hero's abilities, encoded too. */
    const alt_card_info *hero = alt_cards_get(db, alt_cards_find(db, "ALT_CORE_B_LY_02_C"));
    assert_int_equal(hero->type, ALT_TYPE_HERO);
    assert_string_not_equal(hero->abilities, "?");
    assert_int_equal(hero->supported, 1);
    alt_cards_destroy(&db);
}

static void test_bundled_vanilla_and_keyword_cards(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(btg4(&db), ALT_OK);

    /* A Character with no ability text at all. */
    const alt_card_info *jian = alt_cards_get(db, alt_cards_find(db, "ALT_CORE_B_AX_10_C"));
    assert_non_null(jian);
    assert_int_equal(jian->keywords, 0);
    assert_string_equal(jian->abilities, "");
    assert_int_equal(jian->supported, 1);

    /* A Character whose only ability is a keyword. */
    const alt_card_info *achilles = alt_cards_get(db, alt_cards_find(db, "ALT_CORE_B_BR_21_C"));
    assert_non_null(achilles);
    assert_int_equal(achilles->keywords, ALT_KW_TOUGH);
    assert_int_equal(achilles->tough, 1);
    assert_int_equal(achilles->supported, 1);

    /* A Landmark Permanent. */
    const alt_card_info *hub = alt_cards_get(db, alt_cards_find(db, "ALT_COREKS_B_AX_24_C"));
    assert_non_null(hub);
    assert_int_equal(hub->type, ALT_TYPE_PERMANENT);
    assert_true(hub->keywords & ALT_KW_LANDMARK);
    alt_cards_destroy(&db);
}

static void test_bundled_hero_limits(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(btg4(&db), ALT_OK);
    const alt_card_info *kojo = alt_cards_get(db, alt_cards_find(db, "ALT_CORE_B_BR_01_C"));
    assert_non_null(kojo);
    assert_string_equal(kojo->name, "Kojo & Booda");
    assert_int_equal(kojo->type, ALT_TYPE_HERO);
    assert_int_equal(kojo->reserve_limit, 2);
    assert_int_equal(kojo->landmark_limit, 2);
    assert_int_equal(kojo->supported, 1);   /* its At Noon ability is encoded */

    size_t heroes = 0;
    for (uint16_t i = 0; i < alt_cards_count(db); i++) {
        const alt_card_info *c = alt_cards_get(db, i);
        if (c->type == ALT_TYPE_HERO)
            heroes++;
        else
            assert_int_equal(c->reserve_limit, 0);
    }
    assert_int_equal(heroes, 36);
    alt_cards_destroy(&db);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_parse_small_database),
        cmocka_unit_test(test_parse_tolerates_crlf_and_no_final_newline),
        cmocka_unit_test(test_parse_empty_database),
        cmocka_unit_test(test_parse_rejects_bad_arguments),
        cmocka_unit_test(test_parse_rejects_each_malformed_line),
        cmocka_unit_test(test_parse_rejects_nul_byte),
        cmocka_unit_test(test_parse_survives_damaged_text),
        cmocka_unit_test(test_bundled_database_loads),
        cmocka_unit_test(test_bundled_ratatoskr),
        cmocka_unit_test(test_bundled_vanilla_and_keyword_cards),
        cmocka_unit_test(test_bundled_hero_limits),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
