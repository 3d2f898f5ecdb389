/*
 * test_cards_all.c: the bundled database all-1 (cards/altered.tsv) against
 * the records it is built from (../shared/reference/cards/): every record of
 * every set found under the reference the card API spells, with its name and
 * type; the earlier spellings; each card's versions by date; the history,
 * bans and suspensions; the sets, one of them partial; the Unique families.
 * The tests that read the records skip where ../shared is not there.
 */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <dirent.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "altered.h"

static alt_cards *db;

static int load(void **state)
{
    (void)state;
    return alt_cards_bundled_named("all-1", &db) == ALT_OK ? 0 : -1;
}

static int unload(void **state)
{
    (void)state;
    alt_cards_destroy(&db);
    return 0;
}

#define RECORDS ALT_SHARED_DIR "/reference/cards"

/* The set code of a reference: the word after ALT_. */
static void set_of(const char *ref, char *out, size_t cap)
{
    const char *s = ref + 4, *e = strchr(s, '_');
    size_t n = e ? (size_t)(e - s) : strlen(s);
    if (n >= cap)
        n = cap - 1;
    memcpy(out, s, n);
    out[n] = '\0';
}

/* Every record of every SET_EN.json: found under its reference, as its
 * first printing (the database's record for it has no date), with the
 * record's name and type; and the database holds no first printing beyond
 * those the files hold (its Unique family records aside). */
static void test_every_record_of_every_set_is_found(void **state)
{
    (void)state;
    DIR *dir = opendir(RECORDS);
    if (!dir)
        skip();
    size_t files = 0, records = 0;
    struct dirent *ent;
    while ((ent = readdir(dir)) != NULL) {
        size_t len = strlen(ent->d_name);
        if (len < 9 || strcmp(ent->d_name + len - 8, "_EN.json") != 0 || strncmp(ent->d_name, "card_", 5) == 0)
            continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", RECORDS, ent->d_name);
        json_error_t err;
        json_t *root = json_load_file(path, 0, &err);
        if (!root)
            fail_msg("%s: %s", path, err.text);
        assert_true(json_is_array(root));
        size_t i;
        json_t *rec;
        json_array_foreach(root, i, rec) {
            const char *ref = json_string_value(json_object_get(rec, "reference"));
            const char *name = json_string_value(json_object_get(rec, "name"));
            const char *type = json_string_value(json_object_get(json_object_get(rec, "cardType"), "reference"));
            assert_non_null(ref);
            uint16_t k = alt_cards_find(db, ref);
            if (k == ALT_CARD_NONE)
                fail_msg("%s: %s is not in all-1", ent->d_name, ref);
            const alt_card_info *c = alt_cards_get(db, alt_cards_on(db, k, 20000101));
            assert_int_equal(c->from, 0);
            assert_string_equal(c->ref, ref);
            if (name)
                assert_string_equal(c->name, name);
            /* The Kickstarter print's records spell a Landmark or an
             * Expedition Permanent "PERMANENT": the database says which. */
            int generic = type && strcmp(type, "PERMANENT") == 0 && strstr(c->type_name, "_PERMANENT") != NULL;
            if (type && !generic && strcmp(c->type_name, type) != 0)
                fail_msg("%s: type %s, the record says %s", ref, c->type_name, type);
            records++;
        }
        json_decref(root);
        files++;
    }
    closedir(dir);
    assert_true(files >= 5);   /* CORE, ALIZE, BISE, CYCLONE, DUSTER at least */

    /* Each first printing the database holds is one of those records, or a
     * Unique family's record (rarity Unique, "_U" last). */
    size_t firsts = 0;
    for (uint16_t i = 0; i < alt_cards_count(db); i++) {
        const alt_card_info *c = alt_cards_get(db, i);
        if (c->from == 0 && c->rarity != ALT_RARITY_UNIQUE)
            firsts++;
    }
    assert_int_equal(firsts, records);
}

/* The sets: each record's set is named; Seeds of Unity's file holds part of
 * its records only, and a reference of it that is not there is said so. */
static void test_sets_and_the_partial_one(void **state)
{
    (void)state;
    assert_true(alt_cards_set_count(db) >= 5);
    const alt_set_info *duster = alt_cards_set_of(db, "ALT_DUSTER_B_AX_99_C");
    assert_non_null(duster);
    assert_string_equal(duster->code, "DUSTER");
    assert_true(duster->partial);
    const alt_set_info *core = alt_cards_set_of(db, "ALT_CORE_B_AX_01_C");
    assert_non_null(core);
    assert_false(core->partial);
    assert_null(alt_cards_set_of(db, "ALT_NOSUCHSET_B_AX_01_C"));
    for (uint16_t i = 0; i < alt_cards_count(db); i++) {
        char code[32];
        set_of(alt_cards_get(db, i)->ref, code, sizeof code);
        const alt_set_info *s = alt_cards_set_of(db, alt_cards_get(db, i)->ref);
        if (!s || strcmp(s->code, code) != 0)
            fail_msg("%s: no set %s", alt_cards_get(db, i)->ref, code);
    }
}

/* References as the API spells them today, earlier spellings still read. */
static void test_earlier_spellings_are_read(void **state)
{
    (void)state;
    uint16_t now = alt_cards_find(db, "ALT_CORE_B_NE_01_C");
    assert_int_not_equal(now, ALT_CARD_NONE);
    assert_int_equal(alt_cards_find(db, "ALT_CORE_B_NE_1_C"), now);
    assert_string_equal(alt_cards_get(db, now)->ref, "ALT_CORE_B_NE_01_C");
}

/* A card an erratum changed has one record per version: the reference
 * finds the newest; alt_cards_on gives the one in force on a day. */
static void test_versions_by_date(void **state)
{
    (void)state;
    uint16_t robin = alt_cards_find(db, "ALT_CORE_B_OR_21_C");
    assert_int_not_equal(robin, ALT_CARD_NONE);
    assert_int_equal(alt_cards_get(db, robin)->from, 20241115);
    uint16_t first = alt_cards_on(db, robin, 20241114);
    assert_int_not_equal(first, robin);
    assert_int_equal(alt_cards_get(db, first)->from, 0);
    assert_string_equal(alt_cards_get(db, first)->ref, "ALT_CORE_B_OR_21_C");
    assert_string_equal(alt_cards_get(db, first)->design, alt_cards_get(db, robin)->design);
    assert_int_equal(alt_cards_on(db, first, 20241115), robin);
    assert_int_equal(alt_cards_on(db, first, 20261204), robin);
    assert_int_equal(alt_cards_on(db, first, 0), robin);   /* no date: the newest */
    assert_int_equal(alt_cards_on(db, robin, 20240101), first);
    /* A card no erratum touched is its own version on every day. */
    uint16_t trooper = alt_cards_find(db, "ALT_CORE_B_OR_05_C");
    assert_int_equal(alt_cards_on(db, trooper, 20240101), trooper);
    assert_int_equal(alt_cards_on(db, ALT_CARD_NONE, 20240101), ALT_CARD_NONE);
}

/* The history: errata said to be a version or a rewording, bans and
 * suspensions with their entries; the legal lines scope each. */
static void test_history_and_legality(void **state)
{
    (void)state;
    const alt_history_info *h;
    size_t n = alt_cards_history(db, "ALT_CORE_B_YZ_05_C", &h);
    assert_true(n >= 2);
    int erratum = 0, ban = 0;
    for (size_t i = 0; i < n; i++) {
        if (strcmp(h[i].entry, "184") == 0) {
            assert_string_equal(h[i].kind, "functional_erratum");
            assert_string_equal(h[i].what, "version");
            assert_int_equal(h[i].date, 20240906);
            erratum = 1;
        }
        if (strcmp(h[i].entry, "186") == 0) {
            assert_string_equal(h[i].kind, "banned");
            ban = 1;
        }
        if (i > 0)
            assert_true(h[i - 1].date <= h[i].date);
    }
    assert_true(erratum && ban);
    /* Kitsune's Common: its erratum reworded it only. */
    n = alt_cards_history(db, "ALT_CORE_B_MU_05_C", &h);
    assert_int_equal(n, 1);
    assert_string_equal(h[0].what, "rewording");
    assert_int_equal(alt_cards_history(db, "ALT_CORE_B_OR_05_C", &h), 0);

    /* The Unique Moonlight Jellyfish are banned from 2025-02-01, every
     * faction's; Ozma's Common was suspended from 2025-02-01 to 2025-03-21. */
    int unique_ban = 0, ozma = 0;
    for (size_t i = 0; i < alt_cards_legal_count(db); i++) {
        const alt_legal_info *l = alt_cards_legal(db, i);
        if (strcmp(l->family, "CORE_YZ_05") == 0) {
            assert_true(l->banned);
            assert_int_equal(l->from, 20250201);
            assert_int_equal(l->until, 0);
            assert_int_equal(l->faction, ALT_FACTION__COUNT);
            unique_ban = 1;
        }
        if (l->design != ALT_CARD_NONE && strcmp(alt_cards_get(db, l->design)->ref, "ALT_CORE_B_OR_11_C") == 0) {
            assert_false(l->banned);
            assert_int_equal(l->from, 20250201);
            assert_int_equal(l->until, 20250321);
            ozma = 1;
        }
    }
    assert_true(unique_ban && ozma);
}

/* A Unique family's record: the design's name, type and faction, rarity
 * Unique, not played (each Unique's abilities are its own). */
static void test_unique_family_records(void **state)
{
    (void)state;
    uint16_t u = alt_cards_find(db, "ALT_CORE_B_YZ_05_U");
    assert_int_not_equal(u, ALT_CARD_NONE);
    const alt_card_info *c = alt_cards_get(db, u);
    assert_int_equal(c->rarity, ALT_RARITY_UNIQUE);
    assert_string_equal(c->name, "Moonlight Jellyfish");
    assert_int_equal(c->type, ALT_TYPE_CHARACTER);
    assert_false(c->supported);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_record_of_every_set_is_found),
        cmocka_unit_test(test_sets_and_the_partial_one),
        cmocka_unit_test(test_earlier_spellings_are_read),
        cmocka_unit_test(test_versions_by_date),
        cmocka_unit_test(test_history_and_legality),
        cmocka_unit_test(test_unique_family_records),
    };
    return cmocka_run_group_tests(tests, load, unload);
}
