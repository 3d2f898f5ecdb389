/*
 * cards_lines.c: the lines of a format 2 card database that are not card
 * records (docs/card-database.md, "Format 2"): the sets it names, earlier
 * spellings of references, bans and suspensions, and each card's dated
 * history; and dates, which those lines and the records' versions carry.
 *
 * They live apart from the records so that a deck check can say what a
 * database holds and what was legal on a day, and `cards show` a card's
 * history, from the database alone: the facts come with the database whose
 * digest a game log names, never from a file beside it.
 */
#include "cards.h"
#include "unique.h"

#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ dates */

alt_err alt_date_parse(const char *text, alt_date *out)
{
    static const int month_days[12] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (text == NULL || out == NULL || strlen(text) != 10 || text[4] != '-' || text[7] != '-')
        return ALT_E_PARSE;
    unsigned v[3] = {0, 0, 0};
    static const int at[3] = {0, 5, 8}, width[3] = {4, 2, 2};
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < width[k]; i++) {
            char c = text[at[k] + i];
            if (c < '0' || c > '9')
                return ALT_E_PARSE;
            v[k] = v[k] * 10 + (unsigned)(c - '0');
        }
    if (v[0] < 2000 || v[0] > 2099 || v[1] < 1 || v[1] > 12 || v[2] < 1 || (int)v[2] > month_days[v[1] - 1])
        return ALT_E_PARSE;
    if (v[1] == 2 && v[2] == 29 && v[0] % 4 != 0)   /* 2000 was a leap year; 2100 is out of range */
        return ALT_E_PARSE;
    *out = v[0] * 10000 + v[1] * 100 + v[2];
    return ALT_OK;
}

void alt_date_format(alt_date d, char out[11])
{
    if (d == 0 || d > 99991231) {
        memcpy(out, "-", 2);
        return;
    }
    unsigned y = d / 10000, m = d / 100 % 100, day = d % 100;
    const unsigned digits[8] = {y / 1000 % 10, y / 100 % 10, y / 10 % 10, y % 10, m / 10, m % 10, day / 10, day % 10};
    static const int at[8] = {0, 1, 2, 3, 5, 6, 8, 9};
    for (int i = 0; i < 8; i++)
        out[at[i]] = (char)('0' + digits[i]);
    out[4] = out[7] = '-';
    out[10] = '\0';
}

/* ------------------------------------------------------------- parsing */

/* Splits at TABs in place; returns the number of fields, max + 1 for more. */
static size_t fields(char *line, char **f, size_t max)
{
    size_t n = 0;
    for (char *p = line;;) {
        if (n == max)
            return max + 1;
        f[n++] = p;
        char *tab = strchr(p, '\t');
        if (tab == NULL)
            return n;
        *tab = '\0';
        p = tab + 1;
    }
}

/* A word of [A-Za-z0-9_,.:-]: what codes, kinds and entry ids are made of. */
static int plain_word(const char *s, size_t max)
{
    size_t n = strlen(s);
    if (n == 0 || n > max)
        return 0;
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == ',' ||
              c == '.' || c == ':' || c == '-'))
            return 0;
    }
    return 1;
}

/* Grows an array by one slot; NULL when memory runs out. */
static void *grow(void **array, size_t *count, size_t *cap, size_t size)
{
    if (*count == *cap) {
        size_t more = *cap ? *cap * 2 : 16;
        void *p = realloc(*array, more * size);
        if (p == NULL)
            return NULL;
        *array = p;
        *cap = more;
    }
    return (char *)*array + (*count)++ * size;
}

static int date_or_dash(const char *s, alt_date *out)
{
    if (strcmp(s, "-") == 0) {
        *out = 0;
        return 1;
    }
    return alt_date_parse(s, out) == ALT_OK;
}

static const char *const factions[ALT_FACTION__COUNT] = {"AX", "BR", "LY", "MU", "OR", "YZ", "NE"};

/* "unique:CORE_YZ_05" or "unique:CORE_AX_16:BR": the family (NUL-terminated
 * in place) and the faction. */
static int unique_scope(char *s, alt_legal_info *l)
{
    char *colon = strchr(s, ':');
    l->faction = ALT_FACTION__COUNT;
    if (colon != NULL) {
        *colon = '\0';
        for (int f = 0; f < ALT_FACTION__COUNT; f++)
            if (strcmp(colon + 1, factions[f]) == 0)
                l->faction = (alt_faction)f;
        if (l->faction == ALT_FACTION__COUNT)
            return 0;
    }
    l->family = s;
    return plain_word(s, 31);
}

int alt_cards_line(alt_cards *db, alt_cards_pending *pend, char *line, size_t lineno)
{
    char *f[8];
    if (strncmp(line, "set\t", 4) == 0) {
        if (fields(line, f, 4) != 4 || !plain_word(f[1], 15) || f[2][0] == '\0' ||
            (strcmp(f[3], "complete") != 0 && strcmp(f[3], "partial") != 0))
            return -1;
        alt_set_info *s = grow((void **)&db->sets, &db->set_count, &pend->set_cap, sizeof *s);
        if (s == NULL)
            return -2;
        s->code = f[1];
        s->name = f[2];
        s->partial = f[3][0] == 'p';
        return 1;
    }
    if (strncmp(line, "alias\t", 6) == 0) {
        if (fields(line, f, 3) != 3 || !plain_word(f[1], ALT_CARDS_REF_MAX) || !plain_word(f[2], ALT_CARDS_REF_MAX))
            return -1;
        struct alt_cards_alias *a = grow((void **)&db->aliases, &db->alias_count, &pend->alias_cap, sizeof *a);
        size_t n = pend->alias_n;
        size_t *at = grow((void **)&pend->alias_line, &pend->alias_n, &pend->alias_pcap, sizeof *at);
        if (a == NULL || at == NULL)
            return -2;
        pend->alias_n = n;
        const char **to = grow((void **)&pend->alias_target, &pend->alias_n, &pend->alias_tcap, sizeof *to);
        if (to == NULL)
            return -2;
        a->spelling = f[1];
        a->target = ALT_CARD_NONE;
        *at = lineno;
        *to = f[2];
        return 1;
    }
    if (strncmp(line, "legal\t", 6) == 0) {
        alt_legal_info l;
        memset(&l, 0, sizeof l);
        if (fields(line, f, 7) != 7 || alt_date_parse(f[1], &l.from) != ALT_OK || !date_or_dash(f[2], &l.until) ||
            (l.until != 0 && l.until <= l.from) || (strcmp(f[3], "banned") != 0 && strcmp(f[3], "suspended") != 0) ||
            strcmp(f[4], "constructed") != 0 || !plain_word(f[6], 63))
            return -1;
        l.banned = f[3][0] == 'b';
        l.entries = f[6];
        l.design = ALT_CARD_NONE;
        l.family = "";
        l.faction = ALT_FACTION__COUNT;
        const char *design_ref = NULL;
        if (strncmp(f[5], "design:", 7) == 0 && plain_word(f[5] + 7, ALT_CARDS_REF_MAX))
            design_ref = f[5] + 7;
        else if (strncmp(f[5], "unique:", 7) != 0 || !unique_scope(f[5] + 7, &l))
            return -1;
        alt_legal_info *out = grow((void **)&db->legal, &db->legal_count, &pend->legal_cap, sizeof *out);
        if (out == NULL)
            return -2;
        *out = l;
        size_t n = pend->legal_n;
        const char **d = grow((void **)&pend->legal_design, &pend->legal_n, &pend->legal_dcap, sizeof *d);
        if (d == NULL)
            return -2;
        pend->legal_n = n;
        size_t *at = grow((void **)&pend->legal_line, &pend->legal_n, &pend->legal_lcap, sizeof *at);
        if (at == NULL)
            return -2;
        *d = design_ref;
        *at = lineno;
        return 1;
    }
    if (strncmp(line, "history\t", 8) == 0) {
        alt_history_info h;
        if (fields(line, f, 6) != 6 || !plain_word(f[1], ALT_CARDS_REF_MAX) || alt_date_parse(f[2], &h.date) != ALT_OK ||
            !plain_word(f[3], 31) || f[4][0] == '\0' || strchr(f[4], '\t') || !plain_word(f[5], 15))
            return -1;
        h.ref = f[1];
        h.kind = f[3];
        h.what = f[4];
        h.entry = f[5];
        if (db->history_count > 0) {   /* sorted: by reference, then date */
            const alt_history_info *last = &db->history[db->history_count - 1];
            int c = strcmp(last->ref, h.ref);
            if (c > 0 || (c == 0 && last->date > h.date))
                return -1;
        }
        alt_history_info *out = grow((void **)&db->history, &db->history_count, &pend->history_cap, sizeof *out);
        if (out == NULL)
            return -2;
        *out = h;
        return 1;
    }
    return 0;
}

void alt_cards_pending_free(alt_cards_pending *pend)
{
    free(pend->alias_line);
    free(pend->alias_target);
    free(pend->legal_design);
    free(pend->legal_line);
    memset(pend, 0, sizeof *pend);
}

/* ------------------------------------------------------------- queries */

uint16_t alt_cards_find_alias(const alt_cards *db, const char *ref)
{
    size_t lo = 0, hi = db->alias_count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        int c = strcmp(db->aliases[mid].spelling, ref);
        if (c == 0)
            return db->aliases[mid].target;
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return ALT_CARD_NONE;
}

size_t alt_cards_set_count(const alt_cards *db)
{
    return db != NULL ? db->set_count : 0;
}

const alt_set_info *alt_cards_set(const alt_cards *db, size_t i)
{
    return db != NULL && i < db->set_count ? &db->sets[i] : NULL;
}

const alt_set_info *alt_cards_set_of(const alt_cards *db, const char *ref)
{
    if (db == NULL || ref == NULL || strncmp(ref, "ALT_", 4) != 0)
        return NULL;
    const char *code = ref + 4, *end = strchr(code, '_');
    size_t n = end != NULL ? (size_t)(end - code) : strlen(code);
    for (size_t i = 0; i < db->set_count; i++)
        if (strlen(db->sets[i].code) == n && memcmp(db->sets[i].code, code, n) == 0)
            return &db->sets[i];
    return NULL;
}

size_t alt_cards_legal_count(const alt_cards *db)
{
    return db != NULL ? db->legal_count : 0;
}

const alt_legal_info *alt_cards_legal(const alt_cards *db, size_t i)
{
    return db != NULL && i < db->legal_count ? &db->legal[i] : NULL;
}

size_t alt_cards_history(const alt_cards *db, const char *ref, const alt_history_info **first)
{
    if (first != NULL)
        *first = NULL;
    if (db == NULL || ref == NULL)
        return 0;
    size_t lo = 0, hi = db->history_count;
    while (lo < hi) {   /* the first entry not before ref */
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(db->history[mid].ref, ref) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    size_t n = 0;
    while (lo + n < db->history_count && strcmp(db->history[lo + n].ref, ref) == 0)
        n++;
    if (n > 0 && first != NULL)
        *first = &db->history[lo];
    return n;
}

/* A game's database (its Uniques' records after base's) freed: here, in
 * the file both cards.c and unique_cards.c call, so that neither calls the
 * other back. */
void alt_cards_uniques_free(alt_cards *db)
{
    struct alt_cards_uniques *u = db->uniques;
    if (u != NULL) {
        for (size_t i = 0; i < u->count && u->texts != NULL; i++)
            free(u->texts[i]);
        for (size_t i = 0; i < u->count && u->canonical != NULL; i++)
            free(u->canonical[i]);
        free(u->texts);
        free(u->canonical);
        free(u->records);
        free(u->why);
        free(u->part);
        free(u->slot);
        free(u);
    }
    free(db->cards);
    free(db->ref_len);
    free(db->ref_text);
    free(db->ref_slots);
    free(db->deck_word);
    free(db->abilities);
    free(db->ability_count);
    free(db->static_fx);
    free(db->triggers);
    free(db->edition);
    free(db->first);
    free(db);
}
