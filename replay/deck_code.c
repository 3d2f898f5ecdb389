/*
 * deck_code.c: community deck codes (Taum/altered-deckfmt), read into deck
 * lists and written from decks, so that a deck a player shares as a code is
 * checked and played like the list it stands for. Two variants, told apart
 * by the version field of the first four bits. Bit layouts, most
 * significant bit first, then padding to a byte:
 *
 * Standard (FORMAT_SPEC.md, version 1):
 *   header      version:4 (1)  groups:8
 *   group       set:8  refs:6  refs x card
 *   card        quantity:2 [extended:6 when quantity is 0: count - 3]
 *               faction:3  number:5  rarity:2 [unique id:16 when rarity is 3]
 *
 * Compact (FORMAT_SPEC_COMPACT.md, version 2):
 *   header      version:4 (2)  groups:8  all_qty_one:1  reserved:1 (0)  reserved:2 (0)
 *   group       faction:3 (1..7)  refs:6 (1..63)  refs x entry
 *   entry       [quantity:2, extended:6 when quantity is 0: count - 3; both
 *               absent when all_qty_one] number-1:8  rarity:2
 *               [unique word:16 when rarity is 3]
 *
 * Standard sets are numbered 1 COREKS, 2 CORE, then (FORMAT_SPEC_V2.md's
 * table) 3 ALIZE to 12 DUSTEROP, so that a code holding cards of a later set
 * decodes to their references and the deck check names the set. Neither
 * variant holds the product: every reference is a booster print (_B_).
 *
 * A compact code holds no set: the specification has the reader find it
 * from a table of (faction, number) families. The table here is the card
 * database's own: a family's set is the set the database holds it in, CORE
 * where it holds both CORE and COREKS; such a family is a "dual" one, whose
 * Unique word keeps COREKS in its low bit. So a family the database lacks
 * (any card of a set this build does not hold) cannot be decoded, and says
 * so. Written by hand from the specifications; docs/card-database.md, "Deck
 * codes".
 */
#include "deck_code.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const set_codes[] = {
    NULL, "COREKS", "CORE", "ALIZE", "BISE", "TCS3", "WCQ25", "WCS25",
    "CYCLONE", "DUSTER", "DUSTERTOP", "DUSTERCB", "DUSTEROP",
};
enum { SET_CODES = sizeof set_codes / sizeof set_codes[0], SET_COREKS = 1, SET_CORE = 2 };

static const char *const faction_codes[8] = {NULL, "AX", "BR", "LY", "MU", "OR", "YZ", "NE"};
/* E (Exalt) is no rarity of either variant's wire: the compact one writes
 * it as C, the standard one cannot write it. */
static const char *const rarity_codes[5] = {"C", "R1", "R2", "U", "E"};

enum {
    FACTION_NE = 7,
    RARITY_UNIQUE = 3,
    RARITY_EXALT = 4,
    REFS_MAX = 63,
    NUMBER_MAX = 31,          /* standard: number:5 */
    COMPACT_NUMBER_MAX = 256, /* compact: number-1:8 */
    COUNT_MAX = 65,           /* compact: "real qty = extended + 3 (max 65)" */
    GROUPS_MAX = 255,
};

__attribute__((format(printf, 3, 4))) static int fail(char *msg, size_t size, const char *fmt, ...)
{
    if (msg != NULL && size > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, size, fmt, ap);
        va_end(ap);
    }
    return -1;
}

/* ------------------------------------------------------------- Base64 */

static int b64_value(char c)
{
    if (c >= 'A' && c <= 'Z')
        return c - 'A';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 26;
    if (c >= '0' && c <= '9')
        return c - '0' + 52;
    if (c == '+' || c == '-')   /* standard and URL-safe alphabets */
        return 62;
    if (c == '/' || c == '_')
        return 63;
    return -1;
}

/* Standard or URL-safe Base64, padded or not, surrounding blanks ignored.
 * Returns 0, or -1 with why in msg. */
static int b64_decode(const char *in, uint8_t *out, size_t cap, size_t *len, char *msg, size_t msg_size)
{
    size_t n = strlen(in);
    while (n > 0 && (in[n - 1] == ' ' || in[n - 1] == '\n' || in[n - 1] == '\r' || in[n - 1] == '\t'))
        n--;
    while (n > 0 && (*in == ' ' || *in == '\t')) {
        in++;
        n--;
    }
    size_t padded = n;
    while (n > 0 && in[n - 1] == '=')
        n--;
    /* Padding only ever completes a last group of four characters. */
    if (padded - n > 2 || (padded > n && padded % 4 != 0))
        return fail(msg, msg_size, "not a deck code: it is not Base64 (%zu '=' at its end, for %zu characters)",
                    padded - n, n);
    if (n == 0)
        return fail(msg, msg_size, "%s", "not a deck code: it is empty");
    uint32_t acc = 0;
    int bits = 0;
    size_t w = 0;
    for (size_t i = 0; i < n; i++) {
        int v = b64_value(in[i]);
        if (v < 0) {
            unsigned char c = (unsigned char)in[i];
            if (c >= 0x21 && c < 0x7f)
                return fail(msg, msg_size, "not a deck code: it is not Base64 (character %zu is '%c')", i + 1,
                            (char)c);
            return fail(msg, msg_size, "not a deck code: it is not Base64 (character %zu is byte 0x%02x)", i + 1,
                        c);
        }
        acc = (acc << 6) | (uint32_t)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            if (w == cap)
                return fail(msg, msg_size, "%s", "a deck code longer than this build reads");
            out[w++] = (uint8_t)(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    /* One character past a group of four holds 6 bits: no whole byte. */
    if (n % 4 == 1)
        return fail(msg, msg_size, "not a deck code: it is not Base64 (%zu characters leave one over)", n);
    *len = w;
    return 0;
}

/* url: the URL-safe alphabet without padding (RFC 4648, section 5), as the
 * compact format is shared in links; else the standard one, padded. */
static void b64_encode(const uint8_t *in, size_t n, int url, char *out)
{
    static const char standard[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    static const char safe[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const char *alphabet = url ? safe : standard;
    size_t w = 0;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)in[i] << 16;
        if (i + 1 < n)
            v |= (uint32_t)in[i + 1] << 8;
        if (i + 2 < n)
            v |= in[i + 2];
        out[w++] = alphabet[(v >> 18) & 63];
        out[w++] = alphabet[(v >> 12) & 63];
        if (i + 1 < n)
            out[w++] = alphabet[(v >> 6) & 63];
        else if (!url)
            out[w++] = '=';
        if (i + 2 < n)
            out[w++] = alphabet[v & 63];
        else if (!url)
            out[w++] = '=';
    }
    out[w] = '\0';
}

/* Characters b64_encode writes for n bytes, with its NUL. */
static size_t b64_size(size_t n, int url)
{
    return url ? (n * 8 + 5) / 6 + 1 : (n + 2) / 3 * 4 + 1;
}

/* --------------------------------------------------------------- bits */

typedef struct bits {
    uint8_t *buf;
    size_t len;   /* bytes */
    size_t pos;   /* bits */
} bits;

/* Reads n bits (n <= 16); -1 past the end. */
static int32_t take(bits *b, int n)
{
    if (b->pos + (size_t)n > b->len * 8)
        return -1;
    int32_t v = 0;
    for (int i = 0; i < n; i++, b->pos++)
        v = (v << 1) | ((b->buf[b->pos / 8] >> (7 - b->pos % 8)) & 1);
    return v;
}

/* Writes n bits of v; the buffer is zeroed beforehand. -1 when full. */
static int put(bits *b, uint32_t v, int n)
{
    if (b->pos + (size_t)n > b->len * 8)
        return -1;
    for (int i = n - 1; i >= 0; i--, b->pos++) {
        uint8_t bit = (uint8_t)((v >> i) & 1);
        if (bit)
            b->buf[b->pos / 8] |= (uint8_t)(0x80 >> (b->pos % 8));
    }
    return 0;
}

/* Overwrites n bits at bit offset at (a count known only later). */
static void put_at(bits *b, size_t at, uint32_t v, int n)
{
    for (int i = n - 1; i >= 0; i--, at++) {
        uint8_t mask = (uint8_t)(0x80 >> (at % 8));
        if ((v >> i) & 1)
            b->buf[at / 8] |= mask;
        else
            b->buf[at / 8] &= (uint8_t)~mask;
    }
}

/* The spec's padding is "to align with a byte boundary": a whole byte past
 * the last card is no padding, and a code that has one is not what any
 * writer of the format writes (a list glued to a code, a wrong count). */
static int check_end(const bits *b, const char *variant, char *msg, size_t msg_size)
{
    size_t left = b->len * 8 - b->pos;
    if (left >= 8)
        return fail(msg, msg_size, "a %s deck code with %zu byte%s after its last card (its groups end at bit %zu)",
                    variant, left / 8, left / 8 == 1 ? "" : "s", b->pos);
    return 0;
}

/* ---------------------------------------------------------- references */

/* A reference ALT_<SET>_<PRODUCT>_<FF>_<NUMBER>_<RARITY>[_<ID>] in the
 * codes' terms: set 0 for a set neither variant numbers. */
typedef struct ref_parts {
    int set, faction, number, rarity;
    char product;
    long unique;
} ref_parts;

static int parse_ref(const char *ref, ref_parts *p)
{
    char buf[64];
    if (strlen(ref) >= sizeof buf)
        return -1;
    strcpy(buf, ref);
    char *field[8];
    int n = 0;
    for (char *c = buf, *s = buf;; c++) {
        if (*c == '_' || *c == '\0') {
            if (n == 8)
                return -1;
            int end = *c == '\0';
            *c = '\0';
            field[n++] = s;
            s = c + 1;
            if (end)
                break;
        }
    }
    if ((n != 6 && n != 7) || strcmp(field[0], "ALT") != 0 || strlen(field[2]) != 1)
        return -1;
    p->product = field[2][0];
    p->set = 0;
    for (int i = 1; i < SET_CODES; i++)
        if (strcmp(field[1], set_codes[i]) == 0)
            p->set = i;
    p->faction = 0;
    for (int i = 1; i < 8; i++)
        if (strcmp(field[3], faction_codes[i]) == 0)
            p->faction = i;
    int number = 0, digits = 0;
    for (const char *d = field[4]; *d; d++, digits++) {
        if (*d < '0' || *d > '9' || digits > 2)
            return -1;
        number = number * 10 + (*d - '0');
    }
    p->rarity = -1;
    for (int i = 0; i < 5; i++)
        if (strcmp(field[5], rarity_codes[i]) == 0)
            p->rarity = i;
    p->unique = 0;
    if (p->rarity == RARITY_UNIQUE) {
        if (n != 7)
            return -1;
        long id = 0;
        for (const char *d = field[6]; *d; d++) {
            if (*d < '0' || *d > '9' || id > 65535)
                return -1;
            id = id * 10 + (*d - '0');
        }
        if (id < 1 || id > 65535)
            return -1;
        p->unique = id;
    } else if (n != 6) {
        return -1;
    }
    if (p->faction == 0 || digits == 0 || p->rarity < 0)
        return -1;
    p->number = number;
    return 0;
}

/* The number in a reference: "1" for the neutral cards of Beyond the Gates
 * (Mana Convergence is ALT_CORE_B_NE_1_C), two digits at least otherwise,
 * as FORMAT_SPEC_COMPACT.md's "Decode-time text reconstruction" says. */
static void ref_text(char *out, size_t size, int set, int faction, int number, int rarity, long unique)
{
    int bare = faction == FACTION_NE && (set == SET_CORE || set == SET_COREKS);
    if (rarity == RARITY_UNIQUE)
        snprintf(out, size, bare ? "ALT_%s_B_%s_%d_U_%ld" : "ALT_%s_B_%s_%02d_U_%ld", set_codes[set],
                 faction_codes[faction], number, unique);
    else
        snprintf(out, size, bare ? "ALT_%s_B_%s_%d_%s" : "ALT_%s_B_%s_%02d_%s", set_codes[set],
                 faction_codes[faction], number, rarity_codes[rarity]);
}

/* --------------------------------------------------------- families */

/* The compact format's family table, from the database: the sets (bit i
 * for set_codes[i]) that hold a card of each faction and number. */
typedef struct families {
    uint32_t sets[8][COMPACT_NUMBER_MAX + 1];
    uint32_t held;   /* every set the database holds */
} families;

static void families_of(const alt_cards *db, families *f)
{
    memset(f, 0, sizeof *f);
    size_t n = alt_cards_count(db);
    for (size_t i = 0; i < n; i++) {
        ref_parts p;
        if (parse_ref(alt_cards_get(db, (uint16_t)i)->ref, &p) != 0 || p.set == 0 || p.number < 1 ||
            p.number > COMPACT_NUMBER_MAX)
            continue;
        f->sets[p.faction][p.number] |= 1u << p.set;
        f->held |= 1u << p.set;
    }
}

/* The set a family decodes to: CORE over COREKS (the Kickstarter print of
 * the same cards), else the first the table numbers; 0 for none. */
static int family_set(const families *f, int faction, int number)
{
    uint32_t s = f->sets[faction][number];
    if (s & (1u << SET_CORE))
        return SET_CORE;
    for (int i = 1; i < SET_CODES; i++)
        if (s & (1u << i))
            return i;
    return 0;
}

static int family_dual(const families *f, int faction, int number)
{
    uint32_t both = (1u << SET_CORE) | (1u << SET_COREKS);
    return (f->sets[faction][number] & both) == both;
}

/* "Beyond the Gates": the sets the database holds, for messages. */
static void held_names(const families *f, char *out, size_t size)
{
    size_t used = 0;
    const char *last = NULL;
    out[0] = '\0';
    for (int i = 1; i < SET_CODES && used < size; i++) {
        if (!(f->held & (1u << i)))
            continue;
        const char *name = alt_set_name(set_codes[i], strlen(set_codes[i]));
        if (name == NULL)
            name = set_codes[i];
        if (last != NULL && strcmp(last, name) == 0)
            continue;   /* CORE and COREKS: one name */
        int k = snprintf(out + used, size - used, "%s%s", used ? ", " : "", name);
        if (k < 0)
            break;
        used += (size_t)k;
        last = name;
    }
    if (used == 0)
        snprintf(out, size, "no set the format numbers");
}

/* ------------------------------------------------------------- decode */

/* Appends "COUNT REFERENCE\n" to the list. */
static int append(char *list, size_t size, size_t *used, int count, const char *ref, char *msg, size_t msg_size)
{
    int k = snprintf(list + *used, size - *used, "%d %s\n", count, ref);
    if (k < 0 || (size_t)k >= size - *used)
        return fail(msg, msg_size, "%s", "a deck code longer than this build's lists");
    *used += (size_t)k;
    return 0;
}

static int decode_standard(bits *b, char *list, size_t size, char *msg, size_t msg_size)
{
    int32_t groups = take(b, 8);
    if (groups < 0)
        return fail(msg, msg_size, "%s", "a deck code too short for its header");
    size_t used = 0;
    for (int32_t g = 0; g < groups; g++) {
        int32_t set = take(b, 8), refs = take(b, 6);
        if (set < 0 || refs < 0)
            return fail(msg, msg_size, "a deck code cut short in set group %d of %d", (int)g + 1, (int)groups);
        if (set == 0 || set >= SET_CODES)
            return fail(msg, msg_size, "a deck code naming set number %d, which the format does not define",
                        (int)set);
        for (int32_t r = 0; r < refs; r++) {
            int32_t qty = take(b, 2);
            if (qty == 0) {
                int32_t ext = take(b, 6);
                qty = ext < 0 ? -1 : ext + 3;
                if (ext == 0)
                    qty = 0;
            }
            int32_t faction = take(b, 3), number = take(b, 5), rarity = take(b, 2);
            int32_t unique = rarity == RARITY_UNIQUE ? take(b, 16) : 0;
            if (qty < 0 || faction < 0 || number < 0 || rarity < 0 || unique < 0)
                return fail(msg, msg_size, "a deck code cut short in card %d of set group %d", (int)r + 1,
                            (int)g + 1);
            if (faction == 0)
                return fail(msg, msg_size, "%s", "a deck code naming faction 0, which the format reserves");
            if (qty == 0)
                continue;   /* the format allows a count of 0: no card */
            /* The format predates the compact one's padding rule and writes
             * every neutral number bare (ALT_CORE_B_NE_1_C). */
            char ref[64];
            if (rarity == RARITY_UNIQUE)
                snprintf(ref, sizeof ref, "ALT_%s_B_%s_%02d_U_%d", set_codes[set], faction_codes[faction],
                         (int)number, (int)unique);
            else
                snprintf(ref, sizeof ref, faction == FACTION_NE ? "ALT_%s_B_%s_%d_%s" : "ALT_%s_B_%s_%02d_%s",
                         set_codes[set], faction_codes[faction], (int)number, rarity_codes[rarity]);
            if (append(list, size, &used, (int)qty, ref, msg, msg_size) != 0)
                return -1;
        }
    }
    return check_end(b, "standard", msg, msg_size);
}

static int decode_compact(const alt_cards *db, bits *b, char *list, size_t size, char *msg, size_t msg_size)
{
    int32_t groups = take(b, 8), all_one = take(b, 1), reserved = take(b, 3);
    if (groups < 0 || all_one < 0 || reserved < 0)
        return fail(msg, msg_size, "%s", "a compact deck code too short for its header (16 bits)");
    if (reserved != 0)
        return fail(msg, msg_size, "a compact deck code with reserved header bits set (%d%d%d; they must be 0)",
                    (int)(reserved >> 2) & 1, (int)(reserved >> 1) & 1, (int)reserved & 1);
    if (db == NULL)
        return fail(msg, msg_size, "%s", "a compact deck code needs the card database to find its cards' sets");
    families *f = malloc(sizeof *f);
    if (f == NULL)
        return fail(msg, msg_size, "%s", "out of memory");
    families_of(db, f);
    size_t used = 0;
    int rc = 0;
    for (int32_t g = 0; g < groups && rc == 0; g++) {
        int32_t faction = take(b, 3), refs = take(b, 6);
        if (faction < 0 || refs < 0) {
            rc = fail(msg, msg_size, "a compact deck code cut short in faction group %d of %d", (int)g + 1,
                      (int)groups);
            break;
        }
        if (faction == 0) {
            rc = fail(msg, msg_size, "a compact deck code naming faction 0 in group %d, which the format reserves",
                      (int)g + 1);
            break;
        }
        if (refs == 0) {
            rc = fail(msg, msg_size,
                      "a compact deck code with an empty faction group (%d, %s): a group holds 1 to 63 cards",
                      (int)g + 1, faction_codes[faction]);
            break;
        }
        for (int32_t r = 0; r < refs && rc == 0; r++) {
            int32_t qty = 1;
            if (!all_one) {
                qty = take(b, 2);
                if (qty == 0) {
                    int32_t ext = take(b, 6);
                    qty = ext < 0 ? -1 : ext + 3;
                    if (ext == 0)
                        qty = 0;
                }
            }
            int32_t nif = qty < 0 ? -1 : take(b, 8);
            int32_t rarity = nif < 0 ? -1 : take(b, 2);
            int32_t word = rarity == RARITY_UNIQUE ? take(b, 16) : 0;
            if (qty < 0 || nif < 0 || rarity < 0 || word < 0) {
                rc = fail(msg, msg_size, "a compact deck code cut short in card %d of faction group %d (%s)",
                          (int)r + 1, (int)g + 1, faction_codes[faction]);
                break;
            }
            int number = (int)nif + 1;
            if (qty > COUNT_MAX) {
                rc = fail(msg, msg_size, "a compact deck code with a count of %d (%s %d): the format holds 1 to %d",
                          (int)qty, faction_codes[faction], number, COUNT_MAX);
                break;
            }
            if (qty == 0) {
                rc = fail(msg, msg_size,
                          "a compact deck code with a count of 0 (%s %d): a deck list holds no such line",
                          faction_codes[faction], number);
                break;
            }
            int set = family_set(f, (int)faction, number);
            if (set == 0) {
                char held[96];
                held_names(f, held, sizeof held);
                rc = fail(msg, msg_size,
                          "a compact deck code holding card %s %d, which this build does not hold (a compact code "
                          "leaves the set out: it is found from the faction and number; this build holds %s)",
                          faction_codes[faction], number, held);
                break;
            }
            long unique = 0;
            if (rarity == RARITY_UNIQUE) {
                if (family_dual(f, (int)faction, number)) {
                    set = word & 1 ? SET_COREKS : SET_CORE;
                    unique = word >> 1;
                } else {
                    unique = word;
                }
                if (unique == 0) {
                    rc = fail(msg, msg_size,
                              "a compact deck code holding a Unique %s %d numbered 0, which the format reserves",
                              faction_codes[faction], number);
                    break;
                }
            }
            char ref[64];
            ref_text(ref, sizeof ref, set, (int)faction, number, (int)rarity, unique);
            rc = append(list, size, &used, (int)qty, ref, msg, msg_size);
        }
    }
    free(f);
    return rc != 0 ? rc : check_end(b, "compact", msg, msg_size);
}

int deck_code_decode(const alt_cards *db, const char *code, char *list, size_t size,
                     deck_code_variant *variant, char *msg, size_t msg_size)
{
    if (msg != NULL && msg_size > 0)
        msg[0] = '\0';
    if (code == NULL || list == NULL || size == 0)
        return fail(msg, msg_size, "%s", "no code");
    list[0] = '\0';
    if (strlen(code) > DECK_CODE_MAX)
        return fail(msg, msg_size, "a deck code of more than %d characters", DECK_CODE_MAX);
    uint8_t raw[DECK_CODE_MAX];
    bits b = {raw, 0, 0};
    if (b64_decode(code, raw, sizeof raw, &b.len, msg, msg_size) != 0)
        return -1;
    int32_t version = take(&b, 4);
    if (version < 0)
        return fail(msg, msg_size, "%s", "a deck code too short for its header");
    if (version != DECK_CODE_STANDARD && version != DECK_CODE_COMPACT)
        return fail(msg, msg_size,
                    "a deck code of version %d; this build reads version 1 (the standard format) and 2 (the "
                    "compact one)",
                    (int)version);
    if (variant != NULL)
        *variant = (deck_code_variant)version;
    int rc = version == DECK_CODE_STANDARD ? decode_standard(&b, list, size, msg, msg_size)
                                           : decode_compact(db, &b, list, size, msg, msg_size);
    if (rc != 0)
        list[0] = '\0';   /* no half list for a caller that ignores the result */
    return rc;
}

/* ------------------------------------------------------------- encode */

/* Each card of a deck once, by reference, with its count, the Hero first:
 * a Unique by the reference its list gave, serial included (the deck holds
 * its family's record). */
typedef struct tally {
    char ref[ALT_DECK_MAX + 1][ALT_VIOLATION_REF_MAX + 1];
    int count[ALT_DECK_MAX + 1];
    size_t n;
} tally;

static int tally_deck(const alt_cards *db, const alt_deck *deck, const alt_deck_uniques *uniques, tally *t,
                      char *msg, size_t msg_size)
{
    t->n = 0;
    for (int i = -1; i < (int)deck->count; i++) {
        uint16_t c = i < 0 ? deck->hero : deck->cards[i];
        if (c == ALT_CARD_NONE)
            continue;
        if (c >= alt_cards_count(db))
            return fail(msg, msg_size, "%s", "a card the database lacks");
        const char *ref = alt_cards_get(db, c)->ref;
        for (size_t u = 0; uniques != NULL && i >= 0 && u < uniques->count; u++)
            if (uniques->at[u].slot == i)
                ref = uniques->at[u].ref;
        size_t k = 0;
        while (k < t->n && strcmp(t->ref[k], ref) != 0)
            k++;
        if (k == t->n) {
            snprintf(t->ref[t->n], sizeof t->ref[t->n], "%s", ref);
            t->count[t->n++] = 0;
        }
        t->count[k]++;
    }
    return 0;
}

static int encode_standard(const alt_cards *db, const tally *t, char *out, size_t size, char *msg,
                           size_t msg_size)
{
    (void)db;
    ref_parts e[ALT_DECK_MAX + 1];
    for (size_t i = 0; i < t->n; i++) {
        const char *ref = t->ref[i];
        if (parse_ref(ref, &e[i]) != 0 || e[i].set == 0 || e[i].product != 'B' || e[i].rarity == RARITY_EXALT)
            return fail(msg, msg_size, "%s cannot be written as a deck code (version 1)", ref);
        /* number:5 stops at 31; the compact format's number-1:8 does not. */
        if (e[i].number > NUMBER_MAX)
            return fail(msg, msg_size, "%s cannot be written as a deck code (version 1 numbers a card up to 31; "
                        "--compact writes it)", ref);
    }
    /* Groups: one per set, in the order sets first appear, split at 63. */
    uint8_t raw[1024];
    memset(raw, 0, sizeof raw);
    bits b = {raw, sizeof raw, 0};
    int groups = 0;
    int done[ALT_DECK_MAX + 1] = {0};
    put(&b, DECK_CODE_STANDARD, 4);
    size_t groups_at = b.pos;
    put(&b, 0, 8);
    for (size_t i = 0; i < t->n; i++) {
        if (done[i])
            continue;
        int set = e[i].set, in_group = 0;
        size_t refs_at = 0;
        for (size_t j = i; j < t->n; j++) {
            if (done[j] || e[j].set != set)
                continue;
            if (in_group == 0) {
                put(&b, (uint32_t)set, 8);
                refs_at = b.pos;
                put(&b, 0, 6);
                groups++;
            }
            if (t->count[j] <= 3) {
                put(&b, (uint32_t)t->count[j], 2);
            } else {
                put(&b, 0, 2);
                put(&b, (uint32_t)(t->count[j] - 3), 6);
            }
            put(&b, (uint32_t)e[j].faction, 3);
            put(&b, (uint32_t)e[j].number, 5);
            put(&b, (uint32_t)e[j].rarity, 2);
            if (e[j].rarity == RARITY_UNIQUE)
                put(&b, (uint32_t)e[j].unique, 16);
            done[j] = 1;
            put_at(&b, refs_at, (uint32_t)++in_group, 6);
            if (in_group == REFS_MAX)
                in_group = 0;
        }
    }
    if (groups > GROUPS_MAX)
        return fail(msg, msg_size, "%s", "a deck of more than 255 set groups");
    put_at(&b, groups_at, (uint32_t)groups, 8);
    size_t bytes = (b.pos + 7) / 8;
    if (size < b64_size(bytes, 0))
        return fail(msg, msg_size, "%s", "no room for the code");
    b64_encode(raw, bytes, 0, out);
    return 0;
}

/* An entry as the compact wire holds it. */
typedef struct wire {
    int faction, number, rarity, count;
    uint32_t word;   /* the Unique word, 0 for others */
} wire;

static int wire_order(const void *pa, const void *pb)
{
    const wire *a = pa, *b = pb;
    if (a->faction != b->faction)
        return a->faction - b->faction;
    if (a->number != b->number)
        return a->number - b->number;
    if (a->rarity != b->rarity)
        return a->rarity - b->rarity;
    return a->word < b->word ? -1 : a->word > b->word;
}

static int encode_compact(const alt_cards *db, const tally *t, char *out, size_t size, char *msg,
                          size_t msg_size)
{
    families *f = malloc(sizeof *f);
    if (f == NULL)
        return fail(msg, msg_size, "%s", "out of memory");
    families_of(db, f);
    wire w[ALT_DECK_MAX + 1];
    size_t n = 0;
    int rc = 0;
    for (size_t i = 0; i < t->n && rc == 0; i++) {
        const char *ref = t->ref[i];
        ref_parts p;
        if (parse_ref(ref, &p) != 0 || p.number < 1 || p.number > COMPACT_NUMBER_MAX) {
            rc = fail(msg, msg_size, "%s cannot be written as a compact deck code (a number from 1 to 256)", ref);
            break;
        }
        if (family_set(f, p.faction, p.number) == 0) {
            rc = fail(msg, msg_size, "%s cannot be written as a compact deck code: no set of the format holds %s %d",
                      ref, faction_codes[p.faction], p.number);
            break;
        }
        wire e = {p.faction, p.number, p.rarity == RARITY_EXALT ? 0 : p.rarity, t->count[i], 0};
        if (p.rarity == RARITY_UNIQUE) {
            if (family_dual(f, p.faction, p.number)) {
                if (p.unique > 32767) {
                    rc = fail(msg, msg_size, "%s cannot be written as a compact deck code (a Unique of Beyond the "
                              "Gates numbered past 32767)", ref);
                    break;
                }
                e.word = (uint32_t)p.unique << 1 | (p.set == SET_COREKS);
            } else {
                e.word = (uint32_t)p.unique;
            }
        }
        /* CORE and COREKS prints of a card are one entry on the wire. */
        size_t k = 0;
        while (k < n && !(w[k].faction == e.faction && w[k].number == e.number && w[k].rarity == e.rarity &&
                          w[k].word == e.word))
            k++;
        if (k == n)
            w[n++] = e;
        else
            w[k].count += e.count;
    }
    free(f);
    if (rc != 0)
        return rc;
    qsort(w, n, sizeof w[0], wire_order);
    int all_one = 1;
    for (size_t i = 0; i < n; i++) {
        if (w[i].count > COUNT_MAX)
            return fail(msg, msg_size, "%d copies of %s %d: a compact deck code holds at most %d of a card",
                        w[i].count, faction_codes[w[i].faction], w[i].number, COUNT_MAX);
        all_one &= w[i].count == 1;
    }
    uint8_t raw[1024];
    memset(raw, 0, sizeof raw);
    bits b = {raw, sizeof raw, 0};
    put(&b, DECK_CODE_COMPACT, 4);
    size_t groups_at = b.pos;
    put(&b, 0, 8);
    put(&b, (uint32_t)all_one, 1);
    put(&b, 0, 3);
    int groups = 0, in_group = 0;
    size_t refs_at = 0;
    for (size_t i = 0; i < n; i++) {
        if (in_group == REFS_MAX || i == 0 || w[i].faction != w[i - 1].faction) {
            put(&b, (uint32_t)w[i].faction, 3);
            refs_at = b.pos;
            put(&b, 0, 6);
            groups++;
            in_group = 0;
        }
        if (!all_one) {
            if (w[i].count <= 3) {
                put(&b, (uint32_t)w[i].count, 2);
            } else {
                put(&b, 0, 2);
                put(&b, (uint32_t)(w[i].count - 3), 6);
            }
        }
        put(&b, (uint32_t)(w[i].number - 1), 8);
        put(&b, (uint32_t)w[i].rarity, 2);
        if (w[i].rarity == RARITY_UNIQUE)
            put(&b, w[i].word, 16);
        put_at(&b, refs_at, (uint32_t)++in_group, 6);
    }
    if (groups > GROUPS_MAX)
        return fail(msg, msg_size, "%s", "a deck of more than 255 faction groups");
    put_at(&b, groups_at, (uint32_t)groups, 8);
    size_t bytes = (b.pos + 7) / 8;
    if (size < b64_size(bytes, 1))
        return fail(msg, msg_size, "%s", "no room for the code");
    b64_encode(raw, bytes, 1, out);
    return 0;
}

int deck_code_encode(const alt_cards *db, const alt_deck *deck, const alt_deck_uniques *uniques,
                     deck_code_variant variant, char *out, size_t size, char *msg, size_t msg_size)
{
    if (msg != NULL && msg_size > 0)
        msg[0] = '\0';
    if (db == NULL || deck == NULL || out == NULL || deck->count > ALT_DECK_MAX)
        return fail(msg, msg_size, "%s", "no deck to encode");
    tally *t = malloc(sizeof *t);
    if (t == NULL)
        return fail(msg, msg_size, "%s", "out of memory");
    int rc = tally_deck(db, deck, uniques, t, msg, msg_size);
    if (rc == 0) {
        if (variant == DECK_CODE_COMPACT)
            rc = encode_compact(db, t, out, size, msg, msg_size);
        else if (variant == DECK_CODE_STANDARD)
            rc = encode_standard(db, t, out, size, msg, msg_size);
        else
            rc = fail(msg, msg_size, "%s", "no such deck code variant");
    }
    free(t);
    return rc;
}
