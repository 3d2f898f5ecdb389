/*
 * frost_support.c: helpers for the tests of Trial by Frost (frost_support.h).
 */
#include "frost_support.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

alt_game *fs_stage(const alt_cards *db, const char *fmt, ...)
{
    static char json[16384];
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(json, sizeof json, fmt, ap);
    va_end(ap);
    assert_true(n > 0 && (size_t)n < sizeof json);
    return ts_position_in(db, json);
}

static const char *ref_of(const alt_game *g, int p, uint8_t id)
{
    uint16_t card = alt_game_object_card(g, p, id);
    return card == ALT_CARD_NONE ? "" : alt_cards_get(alt_game_cards(g), card)->ref;
}

uint8_t fs_find(const alt_game *g, int p, alt_zone_id z, const char *ref)
{
    uint8_t ids[ALT_POS_OBJECTS];
    int n = ts_ids(g, p, z, ids, ALT_POS_OBJECTS);
    for (int i = 0; i < n; i++)
        if (!ref || strcmp(ref_of(g, p, ids[i]), ref) == 0)
            return ids[i];
    return ALT_NO_OBJECT;
}

int fs_count(const alt_game *g, int p, alt_zone_id z, const char *ref)
{
    uint8_t ids[ALT_POS_OBJECTS];
    int n = ts_ids(g, p, z, ids, ALT_POS_OBJECTS), k = 0;
    for (int i = 0; i < n; i++)
        k += !ref || strcmp(ref_of(g, p, ids[i]), ref) == 0;
    return k;
}

static uint8_t must_find(const alt_game *g, int p, alt_zone_id z, const char *ref)
{
    uint8_t id = fs_find(g, p, z, ref);
    if (id == ALT_NO_OBJECT)
        fail_msg("player %d has no %s in zone %d", p, ref ? ref : "card", (int)z);
    return id;
}

uint8_t fs_status(const alt_game *g, int p, alt_zone_id z, const char *ref)
{
    return ts_status(g, p, must_find(g, p, z, ref));
}

int fs_boosts(const alt_game *g, int p, alt_zone_id z, const char *ref)
{
    return ts_boosts(g, p, must_find(g, p, z, ref));
}

int fs_counters(const alt_game *g, int p, alt_zone_id z, const char *ref)
{
    return ts_object(g, p, must_find(g, p, z, ref)).counters;
}

static int find_play(const alt_game *g, int p, const char *ref, alt_zone_id from, int e, alt_action *out)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_PLAY && list[i].player == p && list[i].choice == 0 &&
            (list[i].expedition == e || e < 0) && alt_game_object_zone(g, p, list[i].object) == (int)from &&
            strcmp(ref_of(g, p, list[i].object), ref) == 0) {
            *out = list[i];
            return 1;
        }
    return 0;
}

int fs_can_play(const alt_game *g, int p, const char *ref, alt_zone_id from, int e)
{
    alt_action a;
    return find_play(g, p, ref, from, e, &a);
}

void fs_play(alt_game *g, int p, const char *ref, alt_zone_id from, int e)
{
    alt_action a;
    if (!find_play(g, p, ref, from, e, &a) && !find_play(g, p, ref, from, -1, &a))
        fail_msg("player %d cannot play %s from zone %d", p, ref, (int)from);
    ts_apply(g, a);
}

void fs_quick(alt_game *g, int p, const char *ref, alt_zone_id z)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (list[i].kind == ALT_ACT_QUICK && list[i].choice == 0 && list[i].object != ALT_POS_HERO &&
            alt_game_object_zone(g, p, list[i].object) == (int)z && strcmp(ref_of(g, p, list[i].object), ref) == 0) {
            ts_apply(g, list[i]);
            return;
        }
    fail_msg("player %d has no quick action of %s in zone %d", p, ref, (int)z);
}

/* Whether answer a fits the word. */
static int fits(const alt_game *g, const alt_action *a, const char *w)
{
    int p, e;
    char ref[80], exp[16];
    if (strcmp(w, "yes") == 0)
        return a->object == ALT_NO_OBJECT && a->choice == 1;
    if (strcmp(w, "no") == 0 || strcmp(w, "none") == 0)
        return a->object == ALT_NO_OBJECT && a->choice == 0;
    if (sscanf(w, "c:%d", &e) == 1)
        return a->object == ALT_NO_OBJECT && a->choice == e;
    if (sscanf(w, "obj:%d:%79s", &p, ref) == 2)
        return a->object != ALT_NO_OBJECT && (a->choice == p || a->choice > 1) && strcmp(ref_of(g, p, a->object), ref) == 0;
    if (sscanf(w, "exp:%d:%15s", &p, exp) == 2)
        return a->object == ALT_NO_OBJECT && a->choice == p &&
               a->expedition == (strcmp(exp, "hero") == 0 ? ALT_EXP_HERO : ALT_EXP_COMPANION);
    return 0;
}

int fs_offered(const alt_game *g, const char *word)
{
    alt_action list[ALT_ANSWERS_MAX];
    size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
    for (size_t i = 0; i < n; i++)
        if (fits(g, &list[i], word))
            return 1;
    return 0;
}

static void answer(alt_game *g, const char *words, int all);

void fs_answer(alt_game *g, const char *words)
{
    answer(g, words, 1);
}

void fs_pick(alt_game *g, const char *words)
{
    answer(g, words, 0);
}

static void answer(alt_game *g, const char *words, int all)
{
    char buf[512];
    snprintf(buf, sizeof buf, "%s", words);
    char *save = NULL;
    alt_action list[ALT_ANSWERS_MAX];
    for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
        while (alt_game_decision(g).kind == ALT_DEC_REACTION) {
            assert_true(alt_game_list(g, list, ALT_ANSWERS_MAX) > 0);
            ts_apply(g, list[0]);
        }
        if (alt_game_decision(g).kind != ALT_DEC_CHOICE)
            fail_msg("\"%s\": no choice waits (decision %s)", w, alt_decision_name(alt_game_decision(g).kind));
        size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
        size_t k = 0;
        if (sscanf(w, "at:%zu", &k) == 1)
            k = k >= 1 ? k - 1 : n;
        else if (strcmp(w, "first") != 0)
            while (k < n && !fits(g, &list[k], w))
                k++;
        if (k >= n) {
            char what[2048] = "";
            for (size_t i = 0; i < n; i++) {
                char one[256];
                alt_action_describe(g, &list[i], one, sizeof one);
                strncat(what, "\n  ", sizeof what - strlen(what) - 1);
                strncat(what, one, sizeof what - strlen(what) - 1);
            }
            fail_msg("\"%s\" fits none of the answers:%s", w, what);
        }
        ts_apply(g, list[k]);
    }
    while (alt_game_decision(g).kind == ALT_DEC_REACTION) {
        assert_true(alt_game_list(g, list, ALT_ANSWERS_MAX) > 0);
        ts_apply(g, list[0]);
    }
    if (all && alt_game_decision(g).kind == ALT_DEC_CHOICE) {
        size_t n = alt_game_list(g, list, ALT_ANSWERS_MAX);
        char one[256] = "";
        if (n)
            alt_action_describe(g, &list[0], one, sizeof one);
        fail_msg("after \"%s\", a choice still waits (%zu answers, the first: %s)", words, n, one);
    }
}

void fs_run_to(alt_game *g, alt_phase phase, alt_decision_kind kind)
{
    for (int steps = 0; !(alt_game_decision(g).phase == phase && alt_game_decision(g).kind == kind); steps++) {
        alt_decision d = alt_game_decision(g);
        if (d.kind == ALT_DEC_NONE || steps > 2000)
            fail_msg("the game never waits on decision %d in phase %d", (int)kind, (int)phase);
        alt_action first;
        if (d.kind == ALT_DEC_TURN)
            ts_apply(g, ts_act(ALT_ACT_PASS, d.player, ALT_NO_OBJECT, 0, 0));
        else if (d.kind == ALT_DEC_EXPAND)
            ts_apply(g, ts_act(ALT_ACT_EXPAND_SKIP, d.player, ALT_NO_OBJECT, 0, 0));
        else if (alt_game_list(g, &first, 1) > 0)
            ts_apply(g, first);
    }
}
