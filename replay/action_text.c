/*
 * action_text.c: the ACTION syntax (action_text.h), parsed and written in
 * one place so that what `position legal` prints is what `position apply`
 * and altered-judge-client's --action read.
 */
#include "action_text.h"
#include "number.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* Indexed by alt_action_kind; the names altered-judge-client uses too. */
static const char *const kind_names[ALT_ACT__COUNT] = {
    [ALT_ACT_MANA_PICK] = "mana_pick", [ALT_ACT_EXPAND] = "expand", [ALT_ACT_EXPAND_SKIP] = "expand_skip",
    [ALT_ACT_PLAY] = "play",           [ALT_ACT_QUICK] = "quick",   [ALT_ACT_PASS] = "pass",
    [ALT_ACT_KEEP] = "keep",           [ALT_ACT_CHOOSE] = "choose", [ALT_ACT_CHANCE] = "chance",
};

static const char *const field_names[] = {"kind", "player", "object", "expedition", "choice"};
enum { FIELDS = sizeof field_names / sizeof field_names[0] };

static int parse_kind(const char *v, uint8_t *out)
{
    for (int k = 1; k < ALT_ACT__COUNT; k++)
        if (strcmp(v, kind_names[k]) == 0) {
            *out = (uint8_t)k;
            return 0;
        }
    uint64_t n;
    if (number_parse_u64(v, ALT_ACT__COUNT - 1, &n) != 0 || n == 0)
        return -1;
    *out = (uint8_t)n;
    return 0;
}

/* One FIELD's value into the action; -1 when it is not one. */
static int parse_value(int field, const char *v, alt_action *a)
{
    uint64_t n;
    switch (field) {
    case 0: return parse_kind(v, &a->kind);
    case 1:   /* 2: chance, in a recorded game (docs/log-format.md, "Chance") */
        if (number_parse_u64(v, ALT_CHANCE_PLAYER, &n) != 0)
            return -1;
        a->player = (uint8_t)n;
        return 0;
    case 2:
        if (strcmp(v, "hero") == 0)
            n = ALT_POS_HERO;
        else if (strcmp(v, "none") == 0)
            n = ALT_NO_OBJECT;
        else if (number_parse_u64(v, 255, &n) != 0)
            return -1;
        a->object = (uint8_t)n;
        return 0;
    case 3:
        if (strcmp(v, "hero") == 0)
            n = ALT_EXP_HERO;
        else if (strcmp(v, "companion") == 0)
            n = ALT_EXP_COMPANION;
        else if (number_parse_u64(v, 1, &n) != 0)
            return -1;
        a->expedition = (uint8_t)n;
        return 0;
    default:
        if (number_parse_u64(v, UINT16_MAX, &n) != 0)
            return -1;
        a->choice = (uint16_t)n;
        return 0;
    }
}

static const char *const value_help[FIELDS] = {
    "mana_pick, expand, expand_skip, play, quick, pass, keep, choose, chance or 1-9", "0, 1 or 2 (chance)",
    "an object id 0-255, hero or none", "hero, companion, 0 or 1", "a number 0-65535",
};

/* KIND,PLAYER[,OBJECT[,EXPEDITION[,CHOICE]]]: the fields in their order,
 * as altered-judge-client has always taken them; every field counts as
 * given, the ones left out at their defaults, so that the text means
 * exactly that answer. */
static int parse_positional(const char *text, replay_action_text *out, char *msg, size_t msg_size)
{
    char buf[256];
    if (strlen(text) >= sizeof buf) {
        snprintf(msg, msg_size, "the action is longer than %zu characters", sizeof buf - 1);
        return -1;
    }
    memcpy(buf, text, strlen(text) + 1);
    int f = 0;
    for (char *field = buf; field; f++) {
        char *next = strchr(field, ',');
        if (next)
            *next++ = '\0';
        if (f == FIELDS) {
            snprintf(msg, msg_size, "more than %d fields in '%s' (KIND,PLAYER[,OBJECT[,EXPEDITION[,CHOICE]]])", FIELDS,
                     text);
            return -1;
        }
        /* The kind as the schema names it too: ACTION_PASS, any case. */
        char kind[32];
        const char *v = field;
        if (f == 0 && strlen(field) < sizeof kind) {
            size_t i = 0;
            for (; field[i]; i++)
                kind[i] = (char)(field[i] >= 'A' && field[i] <= 'Z' ? field[i] - 'A' + 'a' : field[i]);
            kind[i] = '\0';
            v = strncmp(kind, "action_", 7) == 0 ? kind + 7 : kind;
        }
        if (parse_value(f, v, &out->action) != 0) {
            snprintf(msg, msg_size, "'%s' is no %s: it wants %s", field, field_names[f], value_help[f]);
            return -1;
        }
        field = next;
    }
    if (f < 2) {
        snprintf(msg, msg_size, "'%s' gives no player (KIND,PLAYER[,OBJECT[,EXPEDITION[,CHOICE]]])", text);
        return -1;
    }
    out->given = REPLAY_FIELD_KIND | REPLAY_FIELD_PLAYER | REPLAY_FIELD_OBJECT | REPLAY_FIELD_EXPEDITION |
                 REPLAY_FIELD_CHOICE;
    return 0;
}

int replay_action_parse(const char *text, replay_action_text *out, char *msg, size_t msg_size)
{
    memset(out, 0, sizeof *out);
    out->action.object = ALT_NO_OBJECT;
    if (!text || !*text) {
        snprintf(msg, msg_size, "an empty action (give an index of `position legal` or kind=...)");
        return -1;
    }
    if (!strchr(text, '=') && strchr(text, ','))
        return parse_positional(text, out, msg, msg_size);
    if (!strchr(text, '=')) {
        uint64_t n;
        if (number_parse_u64(text, SIZE_MAX, &n) != 0) {
            snprintf(msg, msg_size, "'%s' is neither an index of `position legal` nor FIELD=VALUE,...", text);
            return -1;
        }
        out->is_index = 1;
        out->index = (size_t)n;
        return 0;
    }
    char buf[256];
    if (strlen(text) >= sizeof buf) {
        snprintf(msg, msg_size, "the action is longer than %zu characters", sizeof buf - 1);
        return -1;
    }
    memcpy(buf, text, strlen(text) + 1);
    /* A split by hand, not strtok: an empty field ("kind=pass,,") is an
     * error, not something to skip. */
    for (char *field = buf; field;) {
        char *next = strchr(field, ',');
        if (next)
            *next++ = '\0';
        char *eq = strchr(field, '=');
        if (!eq) {
            snprintf(msg, msg_size, "'%s' is not FIELD=VALUE", field);
            return -1;
        }
        *eq = '\0';
        int f = 0;
        while (f < FIELDS && strcmp(field, field_names[f]) != 0)
            f++;
        if (f == FIELDS) {
            snprintf(msg, msg_size, "unknown field '%s' (kind, player, object, expedition, choice)", field);
            return -1;
        }
        if (out->given & (1u << f)) {
            snprintf(msg, msg_size, "%s is given twice", field);
            return -1;
        }
        if (parse_value(f, eq + 1, &out->action) != 0) {
            snprintf(msg, msg_size, "%s=%s: %s wants %s", field, eq + 1, field, value_help[f]);
            return -1;
        }
        out->given |= 1u << f;
        field = next;
    }
    if (!(out->given & REPLAY_FIELD_KIND)) {
        snprintf(msg, msg_size, "no kind= (%s)", value_help[0]);
        return -1;
    }
    return 0;
}

/* Does a listed answer agree with every field the text gave? */
static int agrees(const alt_action *want, unsigned given, const alt_action *a)
{
    return a->kind == want->kind && (!(given & REPLAY_FIELD_PLAYER) || a->player == want->player) &&
           (!(given & REPLAY_FIELD_OBJECT) || a->object == want->object) &&
           (!(given & REPLAY_FIELD_EXPEDITION) || a->expedition == want->expedition) &&
           (!(given & REPLAY_FIELD_CHOICE) || a->choice == want->choice);
}

long replay_action_resolve(const replay_action_text *t, const alt_game *g, const alt_action *list, size_t n,
                           alt_action *out, char *msg, size_t msg_size)
{
    return replay_action_resolve_for(t, alt_game_decision(g).player, list, n, out, msg, msg_size);
}

long replay_action_resolve_for(const replay_action_text *t, unsigned player, const alt_action *list, size_t n,
                               alt_action *out, char *msg, size_t msg_size)
{
    if (t->is_index) {
        if (t->index >= n) {
            if (n)
                snprintf(msg, msg_size, "no answer %zu: `position legal` lists %zu (0-%zu)", t->index, n, n - 1);
            else
                snprintf(msg, msg_size, "no answer %zu: there is no legal answer here", t->index);
            return -2;
        }
        *out = list[t->index];
        return (long)t->index;
    }
    alt_action a = t->action;
    if (!(t->given & REPLAY_FIELD_PLAYER))
        a.player = (uint8_t)player;
    *out = a;
    for (size_t i = 0; i < n; i++)
        if (memcmp(&list[i], &a, sizeof a) == 0)
            return (long)i;
    long found = -1;
    size_t matches = 0;
    for (size_t i = 0; i < n; i++)
        if (agrees(&a, t->given, &list[i])) {
            matches++;
            if (found < 0)
                found = (long)i;
        }
    if (matches > 1) {
        snprintf(msg, msg_size, "%zu legal answers agree with these fields (the first is %ld): give more of them",
                 matches, found);
        return -2;
    }
    if (found >= 0)
        *out = list[found];
    return found;
}

/* snprintf at the end of what buf holds so far (n may pass cap: it counts). */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static void add(char *buf, size_t cap, size_t *n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int k = vsnprintf(*n < cap ? buf + *n : NULL, *n < cap ? cap - *n : 0, fmt, ap);
    va_end(ap);
    *n += k > 0 ? (size_t)k : 0;
}

void replay_action_format(const alt_action *a, char *buf, size_t cap)
{
    size_t n = 0;
    if (cap)
        buf[0] = '\0';
    if (a->kind > 0 && a->kind < ALT_ACT__COUNT)
        add(buf, cap, &n, "kind=%s,player=%u", kind_names[a->kind], a->player);
    else
        add(buf, cap, &n, "kind=%u,player=%u", a->kind, a->player);
    if (a->object == ALT_POS_HERO)
        add(buf, cap, &n, ",object=hero");
    else if (a->object != ALT_NO_OBJECT)
        add(buf, cap, &n, ",object=%u", a->object);
    /* A play always says where; elsewhere the Expedition is a choice's. */
    if (a->kind == ALT_ACT_PLAY || a->expedition) {
        if (a->expedition <= ALT_EXP_COMPANION)
            add(buf, cap, &n, ",expedition=%s", a->expedition == ALT_EXP_HERO ? "hero" : "companion");
        else
            add(buf, cap, &n, ",expedition=%u", a->expedition);
    }
    if (a->choice)
        add(buf, cap, &n, ",choice=%u", a->choice);
}
