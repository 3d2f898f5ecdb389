/*
 * uniques.c: Unique records read from the forms they come in (uniques.h),
 * and the card database a game with Uniques is played with.
 *
 * A record from the official card API names its parts by id
 * (cardElements); most records sites pass around carry only the printed
 * text (elements.MAIN_EFFECT, ECHO_EFFECT). Those are read by matching
 * each ability's text against the grammar's part texts and their wording
 * variants, after the same normalisation on both sides: the keywords'
 * display forms ("[[Fleeting]]", "[Ordis Recruit 1/1/1]") read as their
 * placeholders, and two templating changes ("Pay {1} less for the next
 * ...", "{j} triggers") read as one. Where several ids share a text, the
 * lowest is taken; they mean the same (tests/test_uniques.c checks every
 * such group against engine/unique_parts.def).
 */
#include "uniques.h"
#include "replay.h"

#include <ctype.h>
#include <errno.h>
#include <jansson.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FILE_MAX = 64 << 20, TEXT_MAX = 1024 };

static int fail(char *msg, size_t size, int rc, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static int fail(char *msg, size_t size, int rc, const char *fmt, ...)
{
    if (msg != NULL && size > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, size, fmt, ap);
        va_end(ap);
    }
    return rc;
}

/* ------------------------------------------------------- normalising */

/* A keyword's display form as its placeholder: "[[Fleeting]]",
 * "[Fleeting]", "[FLEETING]" all read "[FLEETING]"; "[Ordis Recruit
 * 1/1/1]" reads "[ORDIS_RECRUIT]"; the variants a placeholder takes by its
 * place in a sentence (_LOW, _T, _INF, ...) read as the plain one. */
static size_t put_keyword(const char *s, size_t n, char *out, size_t cap)
{
    char kw[96];
    size_t k = 0;
    for (size_t i = 0; i < n && k + 1 < sizeof kw; i++)
        kw[k++] = s[i] == ' ' ? '_' : (char)toupper((unsigned char)s[i]);
    kw[k] = '\0';
    /* a token's statistics after its name */
    char *last = strrchr(kw, '_');
    if (last != NULL && strchr(last, '/') != NULL)
        *last = '\0';
    static const char *const suffixes[] = {"_LOW", "_T", "_INF", "_P", "_S", "_CHA", "_YOU", "_IMP"};
    for (int again = 1; again;) {
        again = 0;
        size_t len = strlen(kw);
        for (size_t i = 0; i < sizeof suffixes / sizeof suffixes[0]; i++) {
            size_t sl = strlen(suffixes[i]);
            if (len > sl && strcmp(kw + len - sl, suffixes[i]) == 0) {
                kw[len - sl] = '\0';
                again = 1;
                break;
            }
        }
    }
    return (size_t)snprintf(out, cap, "[%s]", kw);
}

/* The normal form both a record's text and a part's are compared in:
 * whitespace (no-break spaces too) one space, keywords as placeholders,
 * lower case outside them, the two templating changes undone. Returns the
 * length; "[]" (an empty part) stays "[]". */
static size_t normalise(const char *in, size_t n, char *out, size_t cap)
{
    char tmp[TEXT_MAX];
    size_t k = 0;
    for (size_t i = 0; i < n && k + 1 < sizeof tmp;) {
        unsigned char c = (unsigned char)in[i];
        if (c == 0xC2 && i + 1 < n && (unsigned char)in[i + 1] == 0xA0) {   /* no-break space */
            c = ' ';
            i++;
        }
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            if (k > 0 && tmp[k - 1] != ' ')
                tmp[k++] = ' ';
            i++;
            continue;
        }
        if (c == '[' && i + 1 < n && in[i + 1] != ']') {
            size_t open = i + (in[i + 1] == '[' ? 2 : 1), close = open;
            while (close < n && in[close] != ']')
                close++;
            if (close < n) {
                k += put_keyword(in + open, close - open, tmp + k, sizeof tmp - k - 1);
                if (k >= sizeof tmp - 1)
                    k = sizeof tmp - 2;
                i = close + 1;
                if (i < n && in[i] == ']')
                    i++;
                continue;
            }
        }
        tmp[k++] = (char)tolower(c);
        i++;
    }
    while (k > 0 && tmp[k - 1] == ' ')
        k--;
    tmp[k] = '\0';
    /* "Pay {N} less for the next X you play Y." reads as its older form,
     * "The next X you play Y costs {N} less." */
    char x[TEXT_MAX], y[2 * TEXT_MAX];
    int cost;
    if (sscanf(tmp, "pay {%d} less for the next %[^\n]", &cost, x) == 2) {
        char *play = strstr(x, " you play ");
        size_t xl = strlen(x);
        if (play != NULL && xl > 0 && x[xl - 1] == '.') {
            x[xl - 1] = '\0';
            *play = '\0';
            snprintf(y, sizeof y, "the next %s you play %s costs {%d} less.", x, play + 10, cost);
            snprintf(tmp, sizeof tmp, "%.*s", (int)sizeof tmp - 1, y);
        }
    }
    /* "its {j} triggers" is the older wording of "its {j} abilities". */
    char *trig = strstr(tmp, "{j} triggers");
    if (trig != NULL) {
        snprintf(y, sizeof y, "%.*s{j} abilities%s", (int)(trig - tmp), tmp, trig + 12);
        snprintf(tmp, sizeof tmp, "%.*s", (int)sizeof tmp - 1, y);
    }
    return (size_t)snprintf(out, cap, "%s", tmp);
}

/* ------------------------------------------------------------ parts.tsv */

typedef struct part_text {
    unsigned id;
    alt_part_type type;
    char *norm;          /* one wording, normalised */
} part_text;

struct replay_parts {
    part_text *texts;
    size_t n, cap;
    struct {
        unsigned id;
        char *text;
        int roc;   /* the notes say "new in Roots of Corruption" */
    } *newest;
    size_t newest_n;
};

static int add_wording(replay_parts *p, unsigned id, alt_part_type t, const char *text, size_t len)
{
    if (p->n == p->cap) {
        size_t cap = p->cap ? 2 * p->cap : 1024;
        part_text *nt = realloc(p->texts, cap * sizeof *nt);
        if (nt == NULL)
            return -1;
        p->texts = nt;
        p->cap = cap;
    }
    char norm[TEXT_MAX];
    normalise(text, len, norm, sizeof norm);
    char *copy = strdup(norm);
    if (copy == NULL)
        return -1;
    p->texts[p->n++] = (part_text){id, t, copy};
    return 0;
}

static alt_part_type type_named(const char *s, size_t n)
{
    if (n == 7 && memcmp(s, "TRIGGER", 7) == 0)
        return ALT_PART_TRIGGER;
    if (n == 9 && memcmp(s, "CONDITION", 9) == 0)
        return ALT_PART_CONDITION;
    if (n == 6 && memcmp(s, "OUTPUT", 6) == 0)
        return ALT_PART_OUTPUT;
    return ALT_PART_NONE;
}

replay_parts *replay_parts_read(const char *path, char *msg, size_t msg_size)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL) {
        fail(msg, msg_size, 0, "%s: %s", path, strerror(errno));
        return NULL;
    }
    replay_parts *p = calloc(1, sizeof *p);
    size_t cap = 1024;
    p->newest = p ? calloc(cap, sizeof *p->newest) : NULL;
    char line[8192];
    size_t lineno = 0;
    int bad = p == NULL || p->newest == NULL;
    while (!bad && fgets(line, sizeof line, f) != NULL) {
        lineno++;
        size_t len = strcspn(line, "\r\n");
        line[len] = '\0';
        if (lineno == 1 || len == 0)
            continue;   /* the header */
        char *field[6] = {line, NULL, NULL, NULL, NULL, NULL};
        int nf = 1;
        for (char *c = line; *c && nf < 6; c++)
            if (*c == '\t') {
                *c = '\0';
                field[nf++] = c + 1;
            }
        char *end;
        unsigned long id = strtoul(field[0], &end, 10);
        alt_part_type t = nf >= 3 ? type_named(field[1], strlen(field[1])) : ALT_PART_NONE;
        if (nf < 3 || *end != '\0' || id == 0 || id > 9999 || t == ALT_PART_NONE) {
            fail(msg, msg_size, 0, "%s: line %zu: not id<TAB>type<TAB>text...", path, lineno);
            bad = 1;
            break;
        }
        if (p->newest_n == cap) {
            cap *= 2;
            void *nn = realloc(p->newest, cap * sizeof *p->newest);
            if (nn == NULL) {
                bad = 1;
                break;
            }
            p->newest = nn;
        }
        p->newest[p->newest_n].id = (unsigned)id;
        p->newest[p->newest_n].roc = nf >= 6 && strstr(field[5], "new in Roots of Corruption") != NULL;
        p->newest[p->newest_n++].text = strdup(field[2]);
        if (field[2][0] != '\0' && add_wording(p, (unsigned)id, t, field[2], strlen(field[2])) != 0)
            bad = 1;
        /* the notes: text differs in SOURCE: "..." */
        for (const char *c = nf >= 6 ? field[5] : ""; !bad && (c = strstr(c, "text differs in ")) != NULL;) {
            const char *q = strstr(c, ": \"");
            if (q == NULL)
                break;
            q += 3;
            const char *e = q;
            while (*e && !(e[0] == '"' && (e[1] == '\0' || e[1] == ' ')))
                e++;
            if (add_wording(p, (unsigned)id, t, q, (size_t)(e - q)) != 0)
                bad = 1;
            c = e;
        }
    }
    fclose(f);
    if (bad) {
        if (p != NULL && msg != NULL && msg_size > 0 && msg[0] == '\0')
            snprintf(msg, msg_size, "%s: out of memory", path);
        replay_parts_free(&p);
        return NULL;
    }
    return p;
}

void replay_parts_free(replay_parts **pp)
{
    if (pp == NULL || *pp == NULL)
        return;
    replay_parts *p = *pp;
    for (size_t i = 0; i < p->n; i++)
        free(p->texts[i].norm);
    for (size_t i = 0; i < p->newest_n; i++)
        free(p->newest[i].text);
    free(p->texts);
    free(p->newest);
    free(p);
    *pp = NULL;
}

const char *replay_parts_default_path(void)
{
    const char *env = getenv("ALTERED_UNIQUE_PARTS");
    if (env != NULL && env[0] != '\0')
        return env;
    static const char shared[] = "../shared/reference/uniques/parts.tsv";
    FILE *f = fopen(shared, "rb");
    if (f == NULL)
        return NULL;
    fclose(f);
    return shared;
}

const char *replay_parts_text(const replay_parts *p, unsigned id)
{
    for (size_t i = 0; p != NULL && i < p->newest_n; i++)
        if (p->newest[i].id == id)
            return p->newest[i].text;
    return NULL;
}

int replay_parts_roc(const replay_parts *p, unsigned id)
{
    for (size_t i = 0; p != NULL && i < p->newest_n; i++)
        if (p->newest[i].id == id)
            return p->newest[i].roc;
    return 0;
}

/* The lowest id of type t whose wording is exactly s (normalised), 0 for
 * none; an id this build's grammar lacks counts too (it is then refused
 * as such, by its id). */
static unsigned find_part(const replay_parts *p, alt_part_type t, const char *s, size_t n)
{
    unsigned best = 0;
    for (size_t i = 0; i < p->n; i++)
        if (p->texts[i].type == t && strlen(p->texts[i].norm) == n && memcmp(p->texts[i].norm, s, n) == 0 &&
            (best == 0 || p->texts[i].id < best))
            best = p->texts[i].id;
    return best;
}

int replay_parts_wording(const replay_parts *p, size_t i, unsigned *id, alt_part_type *type, const char **norm)
{
    if (p == NULL || i >= p->n)
        return 0;
    *id = p->texts[i].id;
    *type = p->texts[i].type;
    *norm = p->texts[i].norm;
    return 1;
}

unsigned replay_parts_match(const replay_parts *p, alt_part_type type, const char *text)
{
    char norm[TEXT_MAX];
    size_t n = normalise(text, strlen(text), norm, sizeof norm);
    return p != NULL ? find_part(p, type, norm, n) : 0;
}

/* One ability's text as TRIGGER, CONDITION, OUTPUT: a part ends where the
 * next begins after one space, or right after an empty part ("[]").
 * Returns 1 with the triple, 0 when no split matches. */
static int match_ability(const replay_parts *p, const char *s, size_t n, alt_unique_triple *t)
{
    for (size_t a = 1; a <= n; a++) {
        int empty_t = a == 2 && memcmp(s, "[]", 2) == 0;
        if (!empty_t && (a >= n || s[a] != ' '))
            continue;
        unsigned tid = find_part(p, ALT_PART_TRIGGER, s, a);
        if (tid == 0)
            continue;
        size_t c0 = empty_t ? a : a + 1;
        for (size_t b = c0 + 1; b <= n; b++) {
            int empty_c = b == c0 + 2 && memcmp(s + c0, "[]", 2) == 0;
            if (!empty_c && (b >= n || s[b] != ' '))
                continue;
            unsigned cid = find_part(p, ALT_PART_CONDITION, s + c0, b - c0);
            if (cid == 0)
                continue;
            size_t o0 = empty_c ? b : b + 1;
            /* The output again on its own: its templating changes read at
             * its start ("Pay {1} less for ..."). */
            char out[TEXT_MAX];
            size_t ol = o0 < n ? normalise(s + o0, n - o0, out, sizeof out) : 0;
            unsigned oid = ol ? find_part(p, ALT_PART_OUTPUT, out, ol) : 0;
            if (oid != 0) {
                *t = (alt_unique_triple){(uint16_t)tid, (uint16_t)cid, (uint16_t)oid};
                return 1;
            }
        }
    }
    return 0;
}

/* A main (or echo) text's abilities: separated by two spaces, though a
 * part's own text may hold two spaces too, so adjacent pieces are joined
 * until they match. Returns the count, or -1 with the piece that matched
 * nothing in *bad. */
static int match_text(const replay_parts *p, const char *text, alt_unique_triple *out, int cap, char *bad,
                      size_t bad_size)
{
    /* Split on runs of two spaces (no-break ones count) before normalising. */
    char flat[TEXT_MAX];
    size_t k = 0;
    for (size_t i = 0; text[i] && k + 1 < sizeof flat; i++) {
        unsigned char c = (unsigned char)text[i];
        if (c == 0xC2 && (unsigned char)text[i + 1] == 0xA0) {
            flat[k++] = ' ';
            i++;
        } else {
            flat[k++] = (char)c;
        }
    }
    flat[k] = '\0';
    const char *piece[8];
    size_t piece_len[8];
    int np = 0;
    for (const char *s = flat; *s && np < 8;) {
        const char *sep = strstr(s, "  ");
        size_t len = sep ? (size_t)(sep - s) : strlen(s);
        piece[np] = s;
        piece_len[np++] = len;
        if (!sep)
            break;
        s = sep;
        while (*s == ' ')
            s++;
    }
    int n = 0;
    for (int i = 0; i < np;) {
        int done = 0;
        for (int j = i; j < np && !done; j++) {
            size_t len = (size_t)(piece[j] + piece_len[j] - piece[i]);
            char norm[TEXT_MAX];
            size_t nl = normalise(piece[i], len, norm, sizeof norm);
            alt_unique_triple t;
            if (match_ability(p, norm, nl, &t)) {
                if (n < cap)
                    out[n] = t;
                n++;
                i = j + 1;
                done = 1;
            }
        }
        if (!done) {
            snprintf(bad, bad_size, "%.*s", (int)(piece_len[i] > 120 ? 120 : piece_len[i]), piece[i]);
            return -1;
        }
    }
    return n;
}

/* ------------------------------------------------------------- records */

typedef struct part_said {
    unsigned id;
    char *text;
} part_said;

struct replay_uniques {
    alt_unique *records;
    size_t n, cap;
    part_said *said;
    size_t said_n, said_cap;
};

replay_uniques *replay_uniques_new(void)
{
    return calloc(1, sizeof(replay_uniques));
}

void replay_uniques_free(replay_uniques **up)
{
    if (up == NULL || *up == NULL)
        return;
    replay_uniques *u = *up;
    for (size_t i = 0; i < u->said_n; i++)
        free(u->said[i].text);
    free(u->said);
    free(u->records);
    free(u);
    *up = NULL;
}

size_t replay_uniques_count(const replay_uniques *u)
{
    return u ? u->n : 0;
}

const alt_unique *replay_uniques_at(const replay_uniques *u, size_t i)
{
    return u && i < u->n ? &u->records[i] : NULL;
}

const char *replay_uniques_part_text(const replay_uniques *u, unsigned id)
{
    for (size_t i = 0; u != NULL && i < u->said_n; i++)
        if (u->said[i].id == id)
            return u->said[i].text;
    return NULL;
}

static void remember_text(replay_uniques *u, unsigned id, const char *text)
{
    if (text == NULL || text[0] == '\0' || replay_uniques_part_text(u, id) != NULL)
        return;
    if (u->said_n == u->said_cap) {
        size_t cap = u->said_cap ? 2 * u->said_cap : 64;
        part_said *ns = realloc(u->said, cap * sizeof *ns);
        if (ns == NULL)
            return;   /* a text is for messages only */
        u->said = ns;
        u->said_cap = cap;
    }
    char *copy = strdup(text);
    if (copy != NULL)
        u->said[u->said_n++] = (part_said){id, copy};
}

/* Adds a record; one already held must be the same one. */
static int add_record(replay_uniques *u, const alt_unique *r, const char *name, char *msg, size_t size)
{
    char why[200];
    if (alt_unique_check(r, why, sizeof why) != ALT_OK)
        return fail(msg, size, REPLAY_EXIT_MALFORMED, "%s: %s", name, why);
    for (size_t i = 0; i < u->n; i++) {
        if (strcmp(u->records[i].ref, r->ref) != 0)
            continue;
        char a[ALT_UNIQUE_TEXT_MAX + 1], b[ALT_UNIQUE_TEXT_MAX + 1];
        alt_unique_format(&u->records[i], a, sizeof a);
        alt_unique_format(r, b, sizeof b);
        if (strcmp(a, b) != 0)
            return fail(msg, size, REPLAY_EXIT_MALFORMED, "%s: %s: a second, different record of this Unique", name,
                        r->ref);
        return REPLAY_EXIT_OK;
    }
    if (u->n == u->cap) {
        size_t cap = u->cap ? 2 * u->cap : 16;
        alt_unique *nr = realloc(u->records, cap * sizeof *nr);
        if (nr == NULL)
            return fail(msg, size, REPLAY_EXIT_INTERNAL, "out of memory");
        u->records = nr;
        u->cap = cap;
    }
    u->records[u->n++] = *r;
    return REPLAY_EXIT_OK;
}

/* A value of elements: a string of a number ("7", "#7#" for a rare
 * print's changed value), or -1. */
static int element_number(json_t *elements, const char *key)
{
    const char *s = json_string_value(json_object_get(elements, key));
    if (s == NULL)
        return -1;
    while (*s == '#')
        s++;
    int v = 0, n = 0;
    for (; *s >= '0' && *s <= '9' && n < 3; s++, n++)
        v = v * 10 + (*s - '0');
    while (*s == '#')
        s++;
    return n == 0 || n > 2 || *s != '\0' ? -2 : v;
}

/* The abilities cardElements gives a MAIN_EFFECT or ECHO_EFFECT element:
 * its displays in their sequence, each a cardEffect of three elements
 * (TRIGGER, CONDITION, OUTPUT by their type, the order not meaning it). */
static int element_triples(replay_uniques *u, json_t *element, alt_unique_triple *out, int cap, const char *ref,
                           char *msg, size_t size)
{
    json_t *displays = json_object_get(element, "cardEffectDisplays");
    size_t nd = json_array_size(displays);
    if (nd > (size_t)cap)
        return fail(msg, size, -1, "%s: %zu abilities in one element, more than a Unique has", ref, nd);
    int got[8] = {0};
    for (size_t i = 0; i < nd; i++) {
        json_t *d = json_array_get(displays, i);
        json_int_t seq = json_integer_value(json_object_get(d, "sequence"));
        if (seq < 1 || (size_t)seq > nd || got[seq - 1]++)
            return fail(msg, size, -1, "%s: cardEffectDisplays: sequence %lld is not 1 to %zu, each once", ref,
                        (long long)seq, nd);
        json_t *elems = json_object_get(json_object_get(d, "cardEffect"), "cardEffectElements");
        unsigned ids[3] = {0, 0, 0};
        for (size_t k = 0; k < json_array_size(elems); k++) {
            json_t *e = json_array_get(elems, k);
            const char *type = json_string_value(json_object_get(e, "type"));
            json_t *idj = json_object_get(e, "idGd");
            alt_part_type t = type ? type_named(type, strlen(type)) : ALT_PART_NONE;
            json_int_t id = json_integer_value(idj);
            if (t == ALT_PART_NONE || !json_is_integer(idj) || id < 1 || id > 9999 || ids[t - 1] != 0)
                return fail(msg, size, -1, "%s: an effect's elements are one TRIGGER, one CONDITION and one OUTPUT, "
                                           "each with its idGd", ref);
            ids[t - 1] = (unsigned)id;
            remember_text(u, (unsigned)id, json_string_value(json_object_get(e, "text")));
        }
        if (!ids[0] || !ids[1] || !ids[2])
            return fail(msg, size, -1, "%s: an effect without its TRIGGER, CONDITION or OUTPUT", ref);
        out[seq - 1] = (alt_unique_triple){(uint16_t)ids[0], (uint16_t)ids[1], (uint16_t)ids[2]};
    }
    return (int)nd;
}

static const char *const faction_codes[ALT_FACTION__COUNT] = {"AX", "BR", "LY", "MU", "OR", "YZ", "NE"};

/* One record in the official API's shape. */
static int record_from_json(replay_uniques *u, const replay_parts *parts, json_t *j, const char *name, char *msg,
                            size_t size)
{
    alt_unique r;
    memset(&r, 0, sizeof r);
    const char *ref = json_string_value(json_object_get(j, "reference"));
    if (ref == NULL)
        return fail(msg, size, REPLAY_EXIT_MALFORMED, "%s: a record without its \"reference\"", name);
    if (strlen(ref) >= sizeof r.ref)
        return fail(msg, size, REPLAY_EXIT_MALFORMED, "%s: a reference of more than %zu bytes", name, sizeof r.ref - 1);
    memcpy(r.ref, ref, strlen(ref) + 1);
    const char *rarity = json_string_value(json_object_get(json_object_get(j, "rarity"), "reference"));
    if (rarity != NULL && strcmp(rarity, "UNIQUE") != 0)
        return fail(msg, size, REPLAY_EXIT_MALFORMED, "%s: %s is a %s card, not a Unique", name, ref, rarity);
    const char *faction = json_string_value(json_object_get(json_object_get(j, "mainFaction"), "reference"));
    int f = -1;
    for (int i = 0; faction != NULL && i < ALT_FACTION__COUNT; i++)
        if (strcmp(faction, faction_codes[i]) == 0)
            f = i;
    if (f < 0)
        return fail(msg, size, REPLAY_EXIT_MALFORMED, "%s: %s: mainFaction.reference is none of AX BR LY MU OR YZ NE",
                    name, ref);
    r.faction = (alt_faction)f;
    json_t *el = json_object_get(j, "elements");
    int hand = element_number(el, "MAIN_COST"), reserve = element_number(el, "RECALL_COST");
    int forest = element_number(el, "FOREST_POWER"), mountain = element_number(el, "MOUNTAIN_POWER"),
        water = element_number(el, "OCEAN_POWER");
    if (hand < 0 || reserve < 0 || forest < -1 || mountain < -1 || water < -1 ||
        (forest < 0) != (mountain < 0) || (forest < 0) != (water < 0))
        return fail(msg, size, REPLAY_EXIT_MALFORMED, "%s: %s: elements gives MAIN_COST and RECALL_COST, and the "
                    "three powers or none, each a number of 0 to 99", name, ref);
    r.hand_cost = (int8_t)hand;
    r.reserve_cost = (int8_t)reserve;
    r.forest = (int8_t)forest;
    r.mountain = (int8_t)mountain;
    r.water = (int8_t)water;
    json_t *ce = json_object_get(j, "cardElements");
    if (json_is_array(ce)) {
        /* The part ids themselves. */
        for (size_t i = 0; i < json_array_size(ce); i++) {
            json_t *e = json_array_get(ce, i);
            const char *kind = json_string_value(json_object_get(json_object_get(e, "cardElementType"), "reference"));
            if (kind == NULL)
                continue;
            int main = strcmp(kind, "MAIN_EFFECT") == 0, echo = strcmp(kind, "ECHO_EFFECT") == 0;
            if (!main && !echo)
                continue;
            alt_unique_triple t[8];
            int n = element_triples(u, e, t, main ? ALT_UNIQUE_MAIN_MAX : 1, ref, msg, size);
            if (n < 0)
                return REPLAY_EXIT_MALFORMED;
            if (main) {
                for (int k = 0; k < n; k++)
                    r.main[k] = t[k];
                r.main_count = (uint8_t)n;
            } else if (n == 1) {
                r.support = t[0];
                r.has_support = 1;
            }
        }
    } else {
        /* The printed text only: matched against the part texts. */
        const char *main_text = json_string_value(json_object_get(el, "MAIN_EFFECT"));
        const char *echo_text = json_string_value(json_object_get(el, "ECHO_EFFECT"));
        if (parts == NULL)
            return fail(msg, size, REPLAY_EXIT_UNSUPPORTED,
                        "%s: %s carries its printed text only, no part ids: reading it needs the grammar's part texts "
                        "(--parts FILE, the Unique grammar's parts.tsv)", name, ref);
        char bad[160];
        alt_unique_triple t[8];
        int n = main_text ? match_text(parts, main_text, t, 8, bad, sizeof bad) : 0;
        if (n < 0)
            return fail(msg, size, REPLAY_EXIT_UNSUPPORTED, "%s: %s: no parts of the grammar read \"%s\"", name, ref,
                        bad);
        if (n > ALT_UNIQUE_MAIN_MAX)
            return fail(msg, size, REPLAY_EXIT_MALFORMED, "%s: %s: %d main abilities, more than a Unique has", name, ref,
                        n);
        for (int k = 0; k < n; k++)
            r.main[k] = t[k];
        r.main_count = (uint8_t)n;
        if (echo_text != NULL && echo_text[0] != '\0') {
            int e = match_text(parts, echo_text, t, 8, bad, sizeof bad);
            if (e < 0)
                return fail(msg, size, REPLAY_EXIT_UNSUPPORTED, "%s: %s: no parts of the grammar read \"%s\"", name,
                            ref, bad);
            if (e != 1)
                return fail(msg, size, REPLAY_EXIT_MALFORMED, "%s: %s: %d support abilities; a Unique has one at most",
                            name, ref, e);
            r.support = t[0];
            r.has_support = 1;
        }
    }
    return add_record(u, &r, name, msg, size);
}

int replay_uniques_add_text(replay_uniques *u, const replay_parts *parts, const char *name, const char *text,
                            size_t len, char *msg, size_t msg_size)
{
    size_t i = 0;
    while (i < len && isspace((unsigned char)text[i]))
        i++;
    if (i < len && (text[i] == '{' || text[i] == '[')) {
        json_error_t err;
        json_t *j = json_loadb(text, len, JSON_REJECT_DUPLICATES, &err);
        if (j == NULL)
            return fail(msg, msg_size, REPLAY_EXIT_MALFORMED, "%s: line %d: not JSON: %s", name, err.line, err.text);
        int rc = REPLAY_EXIT_OK;
        if (json_is_array(j)) {
            for (size_t k = 0; k < json_array_size(j) && rc == REPLAY_EXIT_OK; k++) {
                char where[128];
                snprintf(where, sizeof where, "%.80s[%zu]", name, k);
                json_t *one = json_array_get(j, k);
                rc = json_is_object(one) ? record_from_json(u, parts, one, where, msg, msg_size)
                                         : fail(msg, msg_size, REPLAY_EXIT_MALFORMED, "%s: not a record", where);
            }
        } else {
            rc = record_from_json(u, parts, j, name, msg, msg_size);
        }
        json_decref(j);
        return rc;
    }
    /* Compact lines. */
    size_t lineno = 0, pos = 0;
    while (pos < len) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t stop = nl ? (size_t)(nl - text) : len, start = pos;
        pos = nl ? stop + 1 : len;
        lineno++;
        const char *hash = memchr(text + start, '#', stop - start);
        if (hash != NULL)
            stop = (size_t)(hash - text);
        while (start < stop && isspace((unsigned char)text[start]))
            start++;
        while (stop > start && isspace((unsigned char)text[stop - 1]))
            stop--;
        if (start == stop)
            continue;
        alt_unique r;
        char why[200];
        if (alt_unique_parse(text + start, stop - start, &r, why, sizeof why) != ALT_OK)
            return fail(msg, msg_size, REPLAY_EXIT_MALFORMED, "%s: line %zu: %s", name, lineno, why);
        char where[128];
        snprintf(where, sizeof where, "%.80s: line %zu", name, lineno);
        int rc = add_record(u, &r, where, msg, msg_size);
        if (rc != REPLAY_EXIT_OK)
            return rc;
    }
    return REPLAY_EXIT_OK;
}

int replay_uniques_add_file(replay_uniques *u, const replay_parts *parts, const char *path, char *msg,
                            size_t msg_size)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (f == NULL)
        return fail(msg, msg_size, REPLAY_EXIT_MALFORMED, "%s: %s", path, strerror(errno));
    char *buf = malloc(FILE_MAX + 1);
    size_t n = buf ? fread(buf, 1, FILE_MAX + 1, f) : 0;
    int err = ferror(f);
    if (f != stdin)
        fclose(f);
    if (buf == NULL || err || n > FILE_MAX) {
        free(buf);
        return fail(msg, msg_size, REPLAY_EXIT_MALFORMED, "%s: %s", path,
                    buf == NULL ? "out of memory" : err ? "a read error" : "more than 64 MiB of records");
    }
    buf[n] = '\0';
    int rc = replay_uniques_add_text(u, parts, path, buf, n, msg, msg_size);
    free(buf);
    return rc;
}

int replay_uniques_add_deck(replay_uniques *u, const char *name, const char *text, size_t len, char *msg,
                            size_t msg_size)
{
    alt_unique inline_records[ALT_UNIQUES_MAX];
    size_t n = 0;
    char why[200];
    if (alt_deck_list_uniques(text, len, inline_records, ALT_UNIQUES_MAX, &n, why, sizeof why) != ALT_OK)
        return fail(msg, msg_size, REPLAY_EXIT_MALFORMED, "%s: %s", name, why);
    if (n > ALT_UNIQUES_MAX)
        return fail(msg, msg_size, REPLAY_EXIT_UNSUPPORTED, "%s: %zu Unique records; a game holds at most %d", name, n,
                    (int)ALT_UNIQUES_MAX);
    for (size_t i = 0; i < n; i++) {
        int rc = add_record(u, &inline_records[i], name, msg, msg_size);
        if (rc != REPLAY_EXIT_OK)
            return rc;
    }
    return REPLAY_EXIT_OK;
}

/* ----------------------------------------------------- game databases */

/* The references a deck list names, in order (its reading, rough: what
 * alt_deck_parse then reads exactly): each line's second word. */
static void list_refs(const char *text, size_t len, void (*each)(void *, const char *, size_t), void *ctx)
{
    size_t pos = len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0;
    while (pos < len) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t stop = nl ? (size_t)(nl - text) : len, i = pos;
        pos = nl ? stop + 1 : len;
        const char *hash = memchr(text + i, '#', stop - i);
        if (hash != NULL)
            stop = (size_t)(hash - text);
        while (i < stop && isspace((unsigned char)text[i]))
            i++;
        while (i < stop && !isspace((unsigned char)text[i]))
            i++;
        while (i < stop && isspace((unsigned char)text[i]))
            i++;
        size_t r = i;
        while (i < stop && !isspace((unsigned char)text[i]))
            i++;
        if (i > r)
            each(ctx, text + r, i - r);
    }
}

typedef struct picking {
    const replay_uniques *u;
    alt_unique *out;
    size_t n, cap;
    int over;
} picking;

static void pick_named(void *ctx, const char *ref, size_t len)
{
    picking *p = ctx;
    for (size_t i = 0; i < p->n; i++)
        if (strlen(p->out[i].ref) == len && memcmp(p->out[i].ref, ref, len) == 0)
            return;
    for (size_t k = 0; k < p->u->n; k++)
        if (strlen(p->u->records[k].ref) == len && memcmp(p->u->records[k].ref, ref, len) == 0) {
            if (p->n < p->cap)
                p->out[p->n++] = p->u->records[k];
            else
                p->over = 1;
            return;
        }
}

int replay_uniques_cards(const replay_uniques *u, const alt_cards *base, const char *const *lists,
                         const size_t *lens, int nlists, const alt_cards **out, alt_cards **owned, char *msg,
                         size_t msg_size)
{
    *out = base;
    *owned = NULL;
    alt_unique chosen[ALT_UNIQUES_MAX];
    picking p = {u, chosen, 0, ALT_UNIQUES_MAX, 0};
    for (int i = 0; u != NULL && i < nlists; i++)
        if (lists[i] != NULL)
            list_refs(lists[i], lens[i], pick_named, &p);
    if (p.over)
        return fail(msg, msg_size, REPLAY_EXIT_UNSUPPORTED, "the decks name more than %d Uniques with records: a game "
                    "holds at most %d", (int)ALT_UNIQUES_MAX, (int)ALT_UNIQUES_MAX);
    if (p.n == 0)
        return REPLAY_EXIT_OK;
    char why[256];
    alt_err err = alt_cards_with_uniques(base, chosen, p.n, owned, why, sizeof why);
    if (err != ALT_OK)
        return fail(msg, msg_size, err == ALT_E_NOMEM ? REPLAY_EXIT_INTERNAL
                                   : err == ALT_E_UNKNOWN_CARD || err == ALT_E_CAPACITY ? REPLAY_EXIT_UNSUPPORTED
                                                                                        : REPLAY_EXIT_MALFORMED,
                    "%s", why);
    *out = *owned;
    return REPLAY_EXIT_OK;
}

void replay_uniques_part_words(const replay_uniques *u, const replay_parts *parts, unsigned id, char *out,
                               size_t size)
{
    const char *text = replay_uniques_part_text(u, id);
    if (text == NULL)
        text = replay_parts_text(parts, id);
    if (text != NULL)
        snprintf(out, size, "part %u (%s) \"%s\"", id, alt_part_type_name(alt_part_type_of(id)), text);
    else
        snprintf(out, size, "part %u (%s)", id, alt_part_type_name(alt_part_type_of(id)));
}

int replay_uniques_not_played(const replay_uniques *u, const replay_parts *parts, const alt_cards *db,
                              const alt_deck *deck, char *out, size_t size)
{
    if (alt_deck_playable(db, deck, out, size) == ALT_OK)
        return 0;
    size_t used = strlen(out);
    /* Each Unique record's refused part, in words, once. */
    unsigned named[ALT_DECK_MAX];
    size_t nn = 0;
    for (int i = -1; i < deck->count; i++) {
        uint16_t card = i < 0 ? deck->hero : deck->cards[i];
        unsigned part = 0;
        int slot;
        if (card == ALT_CARD_NONE || alt_cards_unique_refusal(db, card, &part, &slot) == NULL || part == 0)
            continue;
        int seen = 0;
        for (size_t k = 0; k < nn && !seen; k++)
            seen = named[k] == part;
        if (seen)
            continue;
        named[nn++] = part;
        /* The refusal names the part and its type; its text, when known. */
        const char *text = replay_uniques_part_text(u, part);
        if (text == NULL)
            text = replay_parts_text(parts, part);
        if (text == NULL)
            continue;
        char words[400];
        replay_uniques_part_words(u, parts, part, words, sizeof words);
        if (used < size) {
            int k = snprintf(out + used, size - used, "; %s", words);
            if (k > 0)
                used += (size_t)k < size - used ? (size_t)k : size - used - 1;
        }
    }
    return 1;
}

/* ------------------------------------------------------ logs' databases */

static const replay_uniques *extra_records;

void replay_uniques_set_extra(const replay_uniques *u)
{
    extra_records = u;
}

/* A thread's latest game databases, by the base and the records they
 * hold: a verify run reads thousands of games, most with the same few
 * Uniques or none, and a game lives while its log is replayed. */
enum { KEPT = 4 };
typedef struct kept_db {
    const alt_cards *base;
    char *key;           /* the records' compact forms, each on a line */
    alt_cards *db;
} kept_db;
typedef struct thread_dbs {
    kept_db kept[KEPT];
    unsigned next;
} thread_dbs;

static pthread_key_t dbs_key;
static pthread_once_t dbs_once = PTHREAD_ONCE_INIT;

static void free_dbs(void *p)
{
    thread_dbs *t = p;
    for (int i = 0; t != NULL && i < KEPT; i++) {
        free(t->kept[i].key);
        alt_cards_destroy(&t->kept[i].db);
    }
    free(t);
}

static void free_main_thread_dbs(void)
{
    free_dbs(pthread_getspecific(dbs_key));
    pthread_setspecific(dbs_key, NULL);
}

static void make_key(void)
{
    pthread_key_create(&dbs_key, free_dbs);
    atexit(free_main_thread_dbs);
}

const alt_cards *replay_uniques_kept(const alt_cards *db, const alt_unique *records, size_t n, char *msg,
                                     size_t msg_size)
{
    if (n == 0)
        return db;
    size_t key_len = 0;
    char *key = malloc(n * (ALT_UNIQUE_TEXT_MAX + 2) + 1);
    if (key == NULL) {
        fail(msg, msg_size, 0, "out of memory");
        return NULL;
    }
    for (size_t k = 0; k < n; k++) {
        key_len += alt_unique_format(&records[k], key + key_len, ALT_UNIQUE_TEXT_MAX + 1);
        key[key_len++] = '\n';
    }
    key[key_len] = '\0';
    pthread_once(&dbs_once, make_key);
    thread_dbs *t = pthread_getspecific(dbs_key);
    if (t == NULL) {
        t = calloc(1, sizeof *t);
        if (t != NULL)
            pthread_setspecific(dbs_key, t);
    }
    for (int i = 0; t != NULL && i < KEPT; i++)
        if (t->kept[i].db != NULL && t->kept[i].base == db && strcmp(t->kept[i].key, key) == 0) {
            free(key);
            return t->kept[i].db;
        }
    alt_cards *made = NULL;
    char why[256];
    alt_err err = alt_cards_with_uniques(db, records, n, &made, why, sizeof why);
    if (err != ALT_OK || t == NULL) {
        fail(msg, msg_size, 0, "%s", err != ALT_OK ? why : "out of memory");
        free(key);
        alt_cards_destroy(&made);
        return NULL;
    }
    kept_db *slot = &t->kept[t->next++ % KEPT];
    free(slot->key);
    alt_cards_destroy(&slot->db);
    slot->base = db;
    slot->key = key;
    slot->db = made;
    return made;
}

const alt_cards *replay_uniques_log_cards(const alt_cards *db, const Altered__GameLog *log, char *msg,
                                          size_t msg_size)
{
    const Altered__Header *h = log != NULL ? log->header : NULL;
    if (h == NULL)
        return db;
    alt_unique *records = malloc(ALT_UNIQUES_MAX * sizeof *records);
    if (records == NULL) {
        fail(msg, msg_size, 0, "out of memory");
        return NULL;
    }
    size_t n = 0;
    if (h->n_uniques > ALT_UNIQUES_MAX) {
        fail(msg, msg_size, 0, "header.uniques: %zu records; a game holds at most %d", h->n_uniques,
             (int)ALT_UNIQUES_MAX);
        free(records);
        return NULL;
    }
    for (size_t i = 0; i < h->n_uniques; i++) {
        char why[200];
        const char *text = h->uniques[i] ? h->uniques[i] : "";
        if (alt_unique_parse(text, strlen(text), &records[n], why, sizeof why) != ALT_OK) {
            fail(msg, msg_size, 0, "header.uniques[%zu]: %s", i, why);
            free(records);
            return NULL;
        }
        n++;
    }
    /* Records given apart (verify --uniques) for the decks' Uniques the
     * header does not carry, in deck order. */
    for (size_t p = 0; extra_records != NULL && p < h->n_decks && h->decks[p] != NULL; p++)
        for (size_t i = 0; i < h->decks[p]->n_cards; i++) {
            const char *ref = h->decks[p]->cards[i];
            int held = 0;
            for (size_t k = 0; k < n && !held; k++)
                held = ref != NULL && strcmp(records[k].ref, ref) == 0;
            for (size_t k = 0; !held && ref != NULL && k < extra_records->n; k++)
                if (strcmp(extra_records->records[k].ref, ref) == 0) {
                    if (n == ALT_UNIQUES_MAX)
                        break;
                    records[n++] = extra_records->records[k];
                    held = 1;
                }
        }
    char why[256];
    const alt_cards *made = replay_uniques_kept(db, records, n, why, sizeof why);
    free(records);
    if (made == NULL)
        fail(msg, msg_size, 0, "header.uniques: %s", why);
    return made;
}
