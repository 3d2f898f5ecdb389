/*
 * ability_cursor.h: the reading of the abilities column shared by the
 * files of its parser (ability.c, ability_cond.c): a cursor over the text,
 * the words and numbers it takes, and the conditions' part of the grammar.
 * Internal to the card database; not part of the engine's interface.
 */
#ifndef ALT_ABILITY_CURSOR_H
#define ALT_ABILITY_CURSOR_H

#include "ability.h"

#include <string.h>

typedef struct cursor {
    const char *p;
} cursor;

static inline int eat(cursor *c, const char *s)
{
    size_t n = strlen(s);
    if (strncmp(c->p, s, n) != 0)
        return 0;
    c->p += n;
    return 1;
}

/* A word of [a-z_A-Z0-9] into buf; returns its length (0: none). */
static inline size_t word(cursor *c, char *buf, size_t cap)
{
    size_t n = 0;
    while ((c->p[n] >= 'a' && c->p[n] <= 'z') || (c->p[n] >= 'A' && c->p[n] <= 'Z') ||
           (c->p[n] >= '0' && c->p[n] <= '9') || c->p[n] == '_') {
        if (n + 1 >= cap)
            return 0;
        buf[n] = c->p[n];
        n++;
    }
    buf[n] = '\0';
    c->p += n;
    return n;
}

static inline int number(cursor *c, int *out)
{
    int v = 0, n = 0;
    while (*c->p >= '0' && *c->p <= '9' && n < 3) {
        v = v * 10 + (*c->p++ - '0');
        n++;
    }
    if (n == 0 || (*c->p >= '0' && *c->p <= '9'))
        return 0;
    *out = v;
    return 1;
}

static inline int lookup(const char *w, const char *const *names, int n)
{
    for (int i = 0; i < n; i++)
        if (names[i] && names[i][0] == w[0] && strcmp(w, names[i]) == 0)   /* the first letter rules out most */
            return i;
    return -1;
}

/* " if(NAME>=N)", " if(NAME<=N)" or " step_if(...)" at the cursor into
 * a's condition: 1 when one was read, 0 when none is there or it is
 * malformed (the caller tells which by the cursor). */
int alt_ability_parse_condition(cursor *c, alt_ability *a);
/* " each(COUNT)": "do this once for each ..." on a chain's head (ability.h,
 * ALT_ABILITY_EACH); 0 when it is not one. */
int alt_ability_parse_each(cursor *c, alt_ability *a);
/* The count condition named w (counts.def), or -1: where only a number
 * will do, a condition that is not a count is no answer. */
int alt_ability_lookup_count(const char *w);

#endif
