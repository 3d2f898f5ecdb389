/*
 * test_uniques_records.c: Unique records as they come (replay/uniques.h):
 * the official API's JSON, with its part ids or with the printed text only
 * (read against the grammar's parts.tsv), the compact form in a file, and
 * records inline in deck lists; malformed ones refused with the record
 * and the reason; and the parts that share a wording implemented alike.
 * The tests that read ../shared/reference/uniques/ skip without it.
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
#include "bundled.h"
#include "replay.h"
#include "uniques.h"

#define UNIQUES_DIR ALT_SHARED_DIR "/reference/uniques"
#define PARTS UNIQUES_DIR "/parts.tsv"

static replay_parts *parts_or_skip(void)
{
    FILE *f = fopen(PARTS, "rb");
    if (f == NULL) {
        print_message("no %s: skipped\n", PARTS);
        skip();
    }
    fclose(f);
    char msg[256];
    replay_parts *p = replay_parts_read(PARTS, msg, sizeof msg);
    if (p == NULL)
        fail_msg("%s", msg);
    return p;
}

/* Two ids whose wordings read alike (a text and a variant, once
 * normalised) must be one row of engine/unique_parts.def: the same
 * encoding, or both missing. This is how ids that share a text are held
 * to meaning the same. */
static void test_ids_that_share_a_wording_mean_the_same(void **state)
{
    (void)state;
    replay_parts *p = parts_or_skip();
    unsigned id;
    alt_part_type t;
    const char *norm;
    size_t checked = 0;
    for (size_t i = 0; replay_parts_wording(p, i, &id, &t, &norm); i++) {
        assert_int_equal(alt_part_type_of(id), t);      /* parts.tsv's type is the table's */
        unsigned read = replay_parts_match(p, t, norm);
        assert_int_not_equal(read, 0);
        const char *a = alt_part_encoding(id), *b = alt_part_encoding(read);
        if ((a == NULL) != (b == NULL) || (a != NULL && strcmp(a, b) != 0))
            fail_msg("part %u and part %u share a wording (%s) but not their row: %s / %s", id, read, norm,
                     a ? a : "missing", b ? b : "missing");
        checked++;
    }
    assert_true(checked > 883);   /* every part's text, and the variants besides */
    /* Every id of the grammar is in parts.tsv, of the same type. */
    for (size_t i = 0; i < alt_part_count(); i++) {
        unsigned want = alt_part_id(i);
        int found = 0;
        for (size_t k = 0; !found && replay_parts_wording(p, k, &id, &t, &norm); k++)
            found = id == want;
        if (!found && want != 596)   /* no source gives part 596's text */
            fail_msg("part %u has no wording in parts.tsv", want);
    }
    replay_parts_free(&p);
}

/* Each example record, read from its JSON (part ids from cardElements,
 * or its printed text matched), in its compact form. */
static const struct {
    const char *file, *compact;
} examples[] = {
    {"ALT_ALIZE_B_LY_36_U_10307.json", "ALT_ALIZE_B_LY_36_U_10307 faction=LY cost=3/4 power=1/4/4 main=22:177:264,12:186:90"},
    {"ALT_ALIZE_B_YZ_38_U_10366.json",
     "ALT_ALIZE_B_YZ_38_U_10366 faction=OR cost=8/7 power=2/3/3 main=23:191:142,24:189:314,22:188:65"},
    {"ALT_BISE_B_MU_56_U_11243.json", "ALT_BISE_B_MU_56_U_11243 faction=OR cost=4/4 power=2/4/4 main=22:511:110,12:361:465"},
    {"ALT_BISE_B_YZ_53_U_11302.json",
     "ALT_BISE_B_YZ_53_U_11302 faction=YZ cost=4/3 power=4/5/0 main=22:355:80,1:191:481 support=192:191:408"},
    {"ALT_COREKS_B_BR_13_U_1106.json", "ALT_COREKS_B_BR_13_U_1106 faction=BR cost=3/5 power=5/4/3 main=1:186:151"},
    {"ALT_COREKS_B_LY_12_U_1998.json", "ALT_COREKS_B_LY_12_U_1998 faction=BR cost=3/4 power=0/1/4 main=24:191:90,1:186:151"},
    {"ALT_COREKS_B_MU_22_U_3140.json",
     "ALT_COREKS_B_MU_22_U_3140 faction=MU cost=7/8 power=5/5/0 main=23:181:142,20:191:146 support=192:191:245"},
    {"ALT_COREKS_B_OR_16_U_6.json", "ALT_COREKS_B_OR_16_U_6 faction=YZ cost=3/3 power=3/3/3 main=236:191:90 support=192:191:59"},
    {"ALT_CORE_B_AX_19_U_1120.json",
     "ALT_CORE_B_AX_19_U_1120 faction=MU cost=6/7 power=7/7/6 main=24:187:127 support=192:191:39"},
    {"ALT_CYCLONE_B_BR_67_U_4031.json",
     "ALT_CYCLONE_B_BR_67_U_4031 faction=BR cost=3/3 power=3/1/1 main=24:635:97,545:663:56 support=192:191:412"},
    {"ALT_CYCLONE_B_YZ_67_U_4541.json",
     "ALT_CYCLONE_B_YZ_67_U_4541 faction=AX cost=3/2 power=0/3/3 main=22:176:402,1:370:562"},
};

static void test_the_example_records_read_as_written(void **state)
{
    (void)state;
    replay_parts *p = parts_or_skip();
    for (size_t i = 0; i < sizeof examples / sizeof examples[0]; i++) {
        char path[512], msg[512];
        snprintf(path, sizeof path, "%s/examples/%s", UNIQUES_DIR, examples[i].file);
        replay_uniques *u = replay_uniques_new();
        if (replay_uniques_add_file(u, p, path, msg, sizeof msg) != REPLAY_EXIT_OK)
            fail_msg("%s", msg);
        assert_int_equal(replay_uniques_count(u), 1);
        char text[ALT_UNIQUE_TEXT_MAX + 1];
        alt_unique_format(replay_uniques_at(u, 0), text, sizeof text);
        assert_string_equal(text, examples[i].compact);
        replay_uniques_free(&u);
    }
    replay_parts_free(&p);
}

/* The ids read from each example's printed text are among those the
 * matching of examples/derived-triples.tsv found (for the two records
 * with cardElements, the exact ids). */
static void test_the_matcher_agrees_with_the_derived_triples(void **state)
{
    (void)state;
    replay_parts *p = parts_or_skip();
    FILE *f = fopen(UNIQUES_DIR "/examples/derived-triples.tsv", "rb");
    assert_non_null(f);
    char line[2048];
    size_t rows = 0;
    while (fgets(line, sizeof line, f) != NULL) {
        if (strncmp(line, "ALT_", 4) != 0)
            continue;
        char *field[7];
        int nf = 0;
        for (char *s = line; nf < 7; nf++) {
            field[nf] = s;
            s = strpbrk(s, "\t\n");
            if (s == NULL)
                break;
            *s++ = '\0';
        }
        /* The record the matcher read: its ability of this slot. */
        char path[512], msg[512];
        int w = snprintf(path, sizeof path, "%s/examples/%s.json", UNIQUES_DIR, field[0]);
        assert_true(w > 0 && (size_t)w < sizeof path);   /* a file name the table holds, whole */
        replay_uniques *u = replay_uniques_new();
        if (replay_uniques_add_file(u, p, path, msg, sizeof msg) != REPLAY_EXIT_OK)
            fail_msg("%s", msg);
        const alt_unique *r = replay_uniques_at(u, 0);
        const alt_unique_triple *t = strcmp(field[1], "ECHO") == 0 ? &r->support : &r->main[field[1][5] - '1'];
        const unsigned ids[3] = {t->trigger, t->condition, t->output};
        for (int k = 0; k < 3; k++) {
            char want[64];
            snprintf(want, sizeof want, ",%s,", field[3 + k]);
            char mine[16];
            snprintf(mine, sizeof mine, ",%u,", ids[k]);
            if (strstr(want, mine) == NULL)
                fail_msg("%s %s: part %u is not among %s", field[0], field[1], ids[k], field[3 + k]);
        }
        replay_uniques_free(&u);
        rows++;
    }
    fclose(f);
    assert_int_equal(rows, 25);
    replay_parts_free(&p);
}

static int added(replay_uniques *u, const replay_parts *p, const char *text, char *msg, size_t size)
{
    return replay_uniques_add_text(u, p, "(test)", text, strlen(text), msg, size);
}

static void refused(const replay_parts *p, const char *text, int rc, const char *says)
{
    replay_uniques *u = replay_uniques_new();
    char msg[512] = "";
    int got = added(u, p, text, msg, sizeof msg);
    if (got != rc || strstr(msg, says) == NULL)
        fail_msg("exit %d \"%s\", not exit %d with \"%s\"", got, msg, rc, says);
    replay_uniques_free(&u);
}

/* A record in the API's shape, its elements written out. */
#define API_HEAD "{\"reference\": \"ALT_CORE_B_MU_22_U_9\", \"rarity\": {\"reference\": \"UNIQUE\"}, " \
                 "\"mainFaction\": {\"reference\": \"MU\"}, \"elements\": {\"MAIN_COST\": \"3\", "          \
                 "\"RECALL_COST\": \"#4#\", \"FOREST_POWER\": \"1\", \"MOUNTAIN_POWER\": \"2\", \"OCEAN_POWER\": \"3\"%s}%s}"
#define EFFECT(seq, t, c, o) "{\"sequence\": " #seq ", \"cardEffect\": {\"cardEffectElements\": [" \
    "{\"type\": \"OUTPUT\", \"idGd\": " #o ", \"text\": \"o\"}, {\"type\": \"TRIGGER\", \"idGd\": " #t "}, "  \
    "{\"type\": \"CONDITION\", \"idGd\": " #c "}]}}"

static void test_api_records_give_their_part_ids(void **state)
{
    (void)state;
    char json[2048], msg[512];
    snprintf(json, sizeof json, API_HEAD, "", ", \"cardElements\": [{\"cardElementType\": {\"reference\": \"MAIN_EFFECT\"}, "
             "\"cardEffectDisplays\": [" EFFECT(2, 20, 191, 146) ", " EFFECT(1, 24, 191, 90) "]}, {\"cardElementType\": "
             "{\"reference\": \"ECHO_EFFECT\"}, \"cardEffectDisplays\": [" EFFECT(1, 192, 191, 245) "]}]");
    replay_uniques *u = replay_uniques_new();
    if (added(u, NULL, json, msg, sizeof msg) != REPLAY_EXIT_OK)   /* no parts.tsv needed */
        fail_msg("%s", msg);
    char text[ALT_UNIQUE_TEXT_MAX + 1];
    alt_unique_format(replay_uniques_at(u, 0), text, sizeof text);
    assert_string_equal(text, "ALT_CORE_B_MU_22_U_9 faction=MU cost=3/4 power=1/2/3 main=24:191:90,20:191:146 "
                              "support=192:191:245");
    assert_string_equal(replay_uniques_part_text(u, 90), "o");   /* the record's words, for messages */
    /* The same record again is one record; a different one is refused. */
    assert_int_equal(added(u, NULL, json, msg, sizeof msg), REPLAY_EXIT_OK);
    assert_int_equal(replay_uniques_count(u), 1);
    assert_int_equal(added(u, NULL, "ALT_CORE_B_MU_22_U_9 faction=MU cost=1/1 power=1/1/1 main=24:191:90", msg,
                           sizeof msg), REPLAY_EXIT_MALFORMED);
    assert_non_null(strstr(msg, "a second, different record"));
    replay_uniques_free(&u);
}

static void test_bad_records_are_refused_naming_them(void **state)
{
    (void)state;
    char json[2048];
    refused(NULL, "{\"reference\": ", REPLAY_EXIT_MALFORMED, "not JSON");
    refused(NULL, "[1]", REPLAY_EXIT_MALFORMED, "not a record");
    refused(NULL, "{\"name\": \"x\"}", REPLAY_EXIT_MALFORMED, "without its \"reference\"");
    refused(NULL, "{\"reference\": \"ALT_CORE_B_MU_22_C\", \"rarity\": {\"reference\": \"COMMON\"}}",
            REPLAY_EXIT_MALFORMED, "not a Unique");
    snprintf(json, sizeof json, "{\"reference\": \"ALT_CORE_B_MU_22_U_9\", \"mainFaction\": {\"reference\": \"ZZ\"}}");
    refused(NULL, json, REPLAY_EXIT_MALFORMED, "mainFaction");
    snprintf(json, sizeof json, API_HEAD, ", \"MAIN_COST\": \"x\"", "");
    refused(NULL, json, REPLAY_EXIT_MALFORMED, "duplicate");   /* jansson refuses the key given twice */
    /* Part ids: one the grammar lacks, one of another type, one missing. */
    static const char *const bad_effects[][2] = {
        {EFFECT(1, 24, 191, 9999), "part 9999 is not a part id"},
        {EFFECT(1, 24, 90, 90), "part 90 is an OUTPUT, where a CONDITION goes"},
        {EFFECT(1, 24, 191, 90) ", " EFFECT(1, 24, 191, 90), "sequence 1"},
        {"{\"sequence\": 1, \"cardEffect\": {\"cardEffectElements\": [{\"type\": \"TRIGGER\", \"idGd\": \"24\"}]}}",
         "each with its idGd"},
    };
    for (size_t i = 0; i < sizeof bad_effects / sizeof bad_effects[0]; i++) {
        char elements[1024];
        snprintf(elements, sizeof elements, ", \"cardElements\": [{\"cardElementType\": {\"reference\": "
                 "\"MAIN_EFFECT\"}, \"cardEffectDisplays\": [%s]}]", bad_effects[i][0]);
        snprintf(json, sizeof json, API_HEAD, "", elements);
        refused(NULL, json, REPLAY_EXIT_MALFORMED, bad_effects[i][1]);
    }
    /* The printed text only: read with parts.tsv, or refused saying so. */
    snprintf(json, sizeof json, API_HEAD, ", \"MAIN_EFFECT\": \"{J} []Draw a card.\"", "");
    refused(NULL, json, REPLAY_EXIT_UNSUPPORTED, "--parts FILE");
    /* Compact lines: the line named. */
    refused(NULL, "# records\nALT_CORE_B_MU_22_U_9 faction=MU cost=1/1 power=1/1/1 main=24:191:90\n"
                  "ALT_CORE_B_MU_22_U_10 faction=MU cost=1/1 power=1/1/1 main=24:24:90\n",
            REPLAY_EXIT_MALFORMED, "line 3: main ability 1: part 24 is a TRIGGER, where a CONDITION goes");
}

static void test_a_printed_text_is_read_against_the_parts(void **state)
{
    (void)state;
    replay_parts *p = parts_or_skip();
    char json[2048], msg[512];
    /* No-break spaces, the keywords' display forms, and the newer
     * templating all read. */
    snprintf(json, sizeof json, API_HEAD,
             ", \"MAIN_EFFECT\": \"{J} If you control a token: Create an [Ordis Recruit 1/1/1] Soldier token in your "
             "Companion Expedition.  At Noon\\u00a0\\u2014 []I gain [[Anchored]].\", \"ECHO_EFFECT\": \"{D} : []Pay {1} "
             "less for the next Spell you play this Afternoon.\"", "");
    replay_uniques *u = replay_uniques_new();
    if (added(u, p, json, msg, sizeof msg) != REPLAY_EXIT_OK)
        fail_msg("%s", msg);
    char text[ALT_UNIQUE_TEXT_MAX + 1];
    alt_unique_format(replay_uniques_at(u, 0), text, sizeof text);
    assert_string_equal(text, "ALT_CORE_B_MU_22_U_9 faction=MU cost=3/4 power=1/2/3 main=24:188:65,20:191:110 "
                              "support=192:191:59");
    replay_uniques_free(&u);
    /* A text no part reads: the text named. */
    snprintf(json, sizeof json, API_HEAD, ", \"MAIN_EFFECT\": \"{J} []Win the game at once.\"", "");
    refused(p, json, REPLAY_EXIT_UNSUPPORTED, "no parts of the grammar read \"{J} []Win the game at once.\"");
    replay_parts_free(&p);
}

/* A deck list's inline records, and the database of the decks: the
 * records the lists name, in the order they first name them. */
static void test_the_decks_database_holds_the_uniques_they_name_in_order(void **state)
{
    (void)state;
    static const char list0[] = "3 " TB_FILLER "\n1 ALT_CORE_B_MU_22_U_2 faction=MU cost=1/1 power=1/1/1 "
                                "main=24:191:90\n1 ALT_CORE_B_MU_22_U_1\n";
    static const char list1[] = "1 ALT_CORE_B_MU_22_U_3\n";
    char msg[512];
    replay_uniques *u = replay_uniques_new();
    assert_int_equal(added(u, NULL, "ALT_CORE_B_MU_22_U_1 faction=MU cost=2/2 power=1/1/1 main=24:191:90\n"
                                    "ALT_CORE_B_MU_22_U_4 faction=MU cost=2/2 power=1/1/1 main=24:191:90\n",
                           msg, sizeof msg),
                     REPLAY_EXIT_OK);
    assert_int_equal(replay_uniques_add_deck(u, "list0", list0, strlen(list0), msg, sizeof msg), REPLAY_EXIT_OK);
    const char *lists[2] = {list0, list1};
    size_t lens[2] = {strlen(list0), strlen(list1)};
    const alt_cards *db = NULL;
    alt_cards *owned = NULL;
    assert_int_equal(replay_uniques_cards(u, tb_db_all(), lists, lens, 2, &db, &owned, msg, sizeof msg),
                     REPLAY_EXIT_OK);
    assert_ptr_equal(db, owned);
    /* _2 (inline) then _1 (the file's); _3 has no record; _4 is named by no list. */
    assert_int_equal(alt_cards_unique_count(db), 2);
    assert_string_equal(alt_cards_unique(db, 0)->ref, "ALT_CORE_B_MU_22_U_2");
    assert_string_equal(alt_cards_unique(db, 1)->ref, "ALT_CORE_B_MU_22_U_1");
    alt_deck d0, d1;
    assert_int_equal(alt_deck_parse(db, list0, strlen(list0), &d0, msg, sizeof msg), ALT_OK);
    assert_int_equal(d0.cards[3], alt_cards_find(db, "ALT_CORE_B_MU_22_U_2"));
    assert_int_equal(alt_deck_parse(db, list1, strlen(list1), &d1, msg, sizeof msg), ALT_OK);
    /* Read from its reference alone: its family's record, not playable. */
    assert_int_equal(alt_deck_playable(db, &d1, msg, sizeof msg), ALT_E_UNSUPPORTED_CARD);
    assert_non_null(strstr(msg, "its record"));
    /* An inline record that is not the database's is refused. */
    static const char other[] = "1 ALT_CORE_B_MU_22_U_2 faction=MU cost=5/1 power=1/1/1 main=24:191:90\n";
    assert_int_equal(alt_deck_parse(db, other, strlen(other), &d1, msg, sizeof msg), ALT_E_PARSE);
    assert_non_null(strstr(msg, "differs"));
    alt_cards_destroy(&owned);
    replay_uniques_free(&u);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_ids_that_share_a_wording_mean_the_same),
        cmocka_unit_test(test_the_example_records_read_as_written),
        cmocka_unit_test(test_the_matcher_agrees_with_the_derived_triples),
        cmocka_unit_test(test_api_records_give_their_part_ids),
        cmocka_unit_test(test_bad_records_are_refused_naming_them),
        cmocka_unit_test(test_a_printed_text_is_read_against_the_parts),
        cmocka_unit_test(test_the_decks_database_holds_the_uniques_they_name_in_order),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
