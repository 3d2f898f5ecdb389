/*
 * deck_code.c: community deck codes (Taum/altered-deckfmt, FORMAT_SPEC.md,
 * version 1), read into deck lists and written from decks, so that a deck a
 * player shares as a code is checked and played like the list it stands
 * for. The bit layout, most significant bit first, then padding to a byte:
 *
 *   header      version:4 (1)  groups:8
 *   group       set:8  refs:6  refs x card
 *   card        quantity:2 [extended:6 when quantity is 0: count - 3]
 *               faction:3  number:5  rarity:2 [unique id:16 when rarity is 3]
 *
 * Sets are numbered 1 COREKS, 2 CORE, then (FORMAT_SPEC_V2.md's table) 3
 * ALIZE to 12 DUSTEROP, so that a code holding cards of a later set decodes
 * to their references and the deck check names the set. The product is not
 * in the code: every reference is a booster print (_B_). Written by hand
 * from the specification; docs/card-database.md, "Deck codes".
 */
#include "deck_code.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static const char *const set_codes[] = {
    NULL, "COREKS", "CORE", "ALIZE", "BISE", "TCS3", "WCQ25", "WCS25",
    "CYCLONE", "DUSTER", "DUSTERTOP", "DUSTERCB", "DUSTEROP",
};
enum { SET_CODES = sizeof set_codes / sizeof set_codes[0] };

static const char *const faction_codes[8] = {NULL, "AX", "BR", "LY", "MU", "OR", "YZ", "NE"};
static const char *const rarity_codes[4] = {"C", "R1", "R2", "U"};

enum { CODE_VERSION = 1, REFS_MAX = 63, NUMBER_MAX = 31 };

static int fail(char *msg, size_t size, const char *fmt, const char *arg)
{
    if (msg != NULL && size > 0)
        snprintf(msg, size, fmt, arg);
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

/* Standard or URL-safe Base64, padded or not, surrounding blanks ignored. */
static int b64_decode(const char *in, uint8_t *out, size_t cap, size_t *len)
{
    size_t n = strlen(in);
    while (n > 0 && (in[n - 1] == ' ' || in[n - 1] == '\n' || in[n - 1] == '\r' || in[n - 1] == '\t'))
        n--;
    while (n > 0 && (*in == ' ' || *in == '\t')) {
        in++;
        n--;
    }
    while (n > 0 && in[n - 1] == '=')
        n--;
    uint32_t acc = 0;
    int bits = 0;
    size_t w = 0;
    for (size_t i = 0; i < n; i++) {
        int v = b64_value(in[i]);
        if (v < 0)
            return -1;
        acc = (acc << 6) | (uint32_t)v;
        bits += 6;
        if (bits >= 8) {
            bits -= 8;
            if (w == cap)
                return -1;
            out[w++] = (uint8_t)(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    if (n % 4 == 1)
        return -1;
    *len = w;
    return 0;
}

static void b64_encode(const uint8_t *in, size_t n, char *out)
{
    static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t w = 0;
    for (size_t i = 0; i < n; i += 3) {
        uint32_t v = (uint32_t)in[i] << 16;
        if (i + 1 < n)
            v |= (uint32_t)in[i + 1] << 8;
        if (i + 2 < n)
            v |= in[i + 2];
        out[w++] = alphabet[(v >> 18) & 63];
        out[w++] = alphabet[(v >> 12) & 63];
        out[w++] = i + 1 < n ? alphabet[(v >> 6) & 63] : '=';
        out[w++] = i + 2 < n ? alphabet[v & 63] : '=';
    }
    out[w] = '\0';
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

/* ------------------------------------------------------------- decode */

int deck_code_decode(const char *code, char *list, size_t size, char *msg, size_t msg_size)
{
    if (msg != NULL && msg_size > 0)
        msg[0] = '\0';
    if (code == NULL || list == NULL || size == 0)
        return fail(msg, msg_size, "%s", "no code");
    if (strlen(code) > DECK_CODE_MAX)
        return fail(msg, msg_size, "a deck code of more than %s characters", "4096");
    uint8_t raw[DECK_CODE_MAX];
    bits b = {raw, 0, 0};
    if (b64_decode(code, raw, sizeof raw, &b.len) != 0)
        return fail(msg, msg_size, "%s", "not a deck code: it is not Base64");
    int32_t version = take(&b, 4), groups = take(&b, 8);
    if (version < 0 || groups < 0)
        return fail(msg, msg_size, "%s", "a deck code too short for its header");
    if (version != CODE_VERSION) {
        char v[16];
        snprintf(v, sizeof v, "%d", (int)version);
        return fail(msg, msg_size,
                    "a deck code of version %s; this build reads version 1 (the standard format)", v);
    }
    size_t used = 0;
    list[0] = '\0';
    for (int32_t g = 0; g < groups; g++) {
        int32_t set = take(&b, 8), refs = take(&b, 6);
        if (set < 0 || refs < 0)
            return fail(msg, msg_size, "%s", "a deck code cut short in a set group");
        if (set == 0 || set >= SET_CODES) {
            char v[16];
            snprintf(v, sizeof v, "%d", (int)set);
            return fail(msg, msg_size, "a deck code naming set number %s, which the format does not define", v);
        }
        for (int32_t r = 0; r < refs; r++) {
            int32_t qty = take(&b, 2);
            if (qty == 0) {
                int32_t ext = take(&b, 6);
                qty = ext < 0 ? -1 : ext + 3;
                if (ext == 0)
                    qty = 0;
            }
            int32_t faction = take(&b, 3), number = take(&b, 5), rarity = take(&b, 2);
            int32_t unique = rarity == 3 ? take(&b, 16) : 0;
            if (qty < 0 || faction < 0 || number < 0 || rarity < 0 || unique < 0)
                return fail(msg, msg_size, "%s", "a deck code cut short in a card");
            if (faction == 0)
                return fail(msg, msg_size, "%s", "a deck code naming faction 0, which the format reserves");
            if (qty == 0)
                continue;   /* the format allows a count of 0: no card */
            /* Mana Convergence is ALT_CORE_B_NE_1_C: numbers of the neutral
             * cards have no leading zero. */
            char ref[64];
            if (rarity == 3)
                snprintf(ref, sizeof ref, "ALT_%s_B_%s_%02d_U_%d", set_codes[set], faction_codes[faction],
                         (int)number, (int)unique);
            else
                snprintf(ref, sizeof ref, faction == 7 ? "ALT_%s_B_%s_%d_%s" : "ALT_%s_B_%s_%02d_%s",
                         set_codes[set], faction_codes[faction], (int)number, rarity_codes[rarity]);
            int k = snprintf(list + used, size - used, "%d %s\n", (int)qty, ref);
            if (k < 0 || (size_t)k >= size - used)
                return fail(msg, msg_size, "%s", "a deck code longer than this build's lists");
            used += (size_t)k;
        }
    }
    return 0;
}

/* ------------------------------------------------------------- encode */

typedef struct entry {
    int set, faction, number, rarity, unique, count;
} entry;

/* Splits ALT_<SET>_B_<FF>_<NN>_<RARITY>[_<ID>] into the code's fields. */
static int ref_fields(const char *ref, entry *e)
{
    char buf[64];
    if (strlen(ref) >= sizeof buf)
        return -1;
    strcpy(buf, ref);
    char *field[8];
    int n = 0;
    for (char *p = buf, *s = buf;; p++) {
        if (*p == '_' || *p == '\0') {
            if (n == 8)
                return -1;
            int end = *p == '\0';
            *p = '\0';
            field[n++] = s;
            s = p + 1;
            if (end)
                break;
        }
    }
    if ((n != 6 && n != 7) || strcmp(field[0], "ALT") != 0 || strcmp(field[2], "B") != 0)
        return -1;
    e->set = 0;
    for (int i = 1; i < SET_CODES; i++)
        if (strcmp(field[1], set_codes[i]) == 0)
            e->set = i;
    e->faction = 0;
    for (int i = 1; i < 8; i++)
        if (strcmp(field[3], faction_codes[i]) == 0)
            e->faction = i;
    int number = 0, digits = 0;
    for (const char *d = field[4]; *d; d++, digits++) {
        if (*d < '0' || *d > '9' || digits > 2)
            return -1;
        number = number * 10 + (*d - '0');
    }
    e->rarity = -1;
    for (int i = 0; i < 4; i++)
        if (strcmp(field[5], rarity_codes[i]) == 0)
            e->rarity = i;
    e->unique = 0;
    if (e->rarity == 3) {
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
        e->unique = (int)id;
    } else if (n != 6) {
        return -1;
    }
    if (e->set == 0 || e->faction == 0 || digits == 0 || number > NUMBER_MAX || e->rarity < 0)
        return -1;
    e->number = number;
    return 0;
}

int deck_code_encode(const alt_cards *db, const alt_deck *deck, char *out, size_t size, char *msg,
                     size_t msg_size)
{
    if (msg != NULL && msg_size > 0)
        msg[0] = '\0';
    if (db == NULL || deck == NULL || out == NULL || deck->count > ALT_DECK_MAX)
        return fail(msg, msg_size, "%s", "no deck to encode");
    /* Each reference once, with its count, the Hero first. */
    uint16_t refs[ALT_DECK_MAX + 1];
    int counts[ALT_DECK_MAX + 1];
    size_t n = 0;
    for (int i = -1; i < (int)deck->count; i++) {
        uint16_t c = i < 0 ? deck->hero : deck->cards[i];
        if (c == ALT_CARD_NONE)
            continue;
        if (c >= alt_cards_count(db))
            return fail(msg, msg_size, "%s", "a card the database lacks");
        size_t k = 0;
        while (k < n && refs[k] != c)
            k++;
        if (k == n) {
            refs[n] = c;
            counts[n++] = 0;
        }
        counts[k]++;
    }
    entry e[ALT_DECK_MAX + 1];
    for (size_t i = 0; i < n; i++) {
        const char *ref = alt_cards_get(db, refs[i])->ref;
        if (ref_fields(ref, &e[i]) != 0)
            return fail(msg, msg_size, "%s cannot be written as a deck code (version 1)", ref);
        e[i].count = counts[i];
    }
    /* Groups: one per set, in the order sets first appear, split at 63. */
    uint8_t raw[1024];
    memset(raw, 0, sizeof raw);
    bits b = {raw, sizeof raw, 0};
    int groups = 0;
    int done[ALT_DECK_MAX + 1] = {0};
    put(&b, CODE_VERSION, 4);
    size_t groups_at = b.pos;
    put(&b, 0, 8);
    for (size_t i = 0; i < n; i++) {
        if (done[i])
            continue;
        int set = e[i].set, in_group = 0;
        size_t refs_at = 0;
        for (size_t j = i; j < n; j++) {
            if (done[j] || e[j].set != set)
                continue;
            if (in_group == 0) {
                put(&b, (uint32_t)set, 8);
                refs_at = b.pos;
                put(&b, 0, 6);
                groups++;
            }
            if (e[j].count <= 3) {
                put(&b, (uint32_t)e[j].count, 2);
            } else {
                put(&b, 0, 2);
                put(&b, (uint32_t)(e[j].count - 3), 6);
            }
            put(&b, (uint32_t)e[j].faction, 3);
            put(&b, (uint32_t)e[j].number, 5);
            put(&b, (uint32_t)e[j].rarity, 2);
            if (e[j].rarity == 3)
                put(&b, (uint32_t)e[j].unique, 16);
            done[j] = 1;
            in_group++;
            /* Write the group's count in place. */
            size_t save = b.pos;
            b.pos = refs_at;
            for (int k = 5; k >= 0; k--, b.pos++) {
                uint8_t mask = (uint8_t)(0x80 >> (b.pos % 8));
                if ((in_group >> k) & 1)
                    raw[b.pos / 8] |= mask;
                else
                    raw[b.pos / 8] &= (uint8_t)~mask;
            }
            b.pos = save;
            if (in_group == REFS_MAX)
                in_group = 0;
        }
    }
    if (groups > 255)
        return fail(msg, msg_size, "%s", "a deck of more than 255 set groups");
    size_t save = b.pos;
    b.pos = groups_at;
    for (int k = 7; k >= 0; k--, b.pos++) {
        uint8_t mask = (uint8_t)(0x80 >> (b.pos % 8));
        if ((groups >> k) & 1)
            raw[b.pos / 8] |= mask;
    }
    b.pos = save;
    size_t bytes = (b.pos + 7) / 8;
    if (size < (bytes + 2) / 3 * 4 + 1)
        return fail(msg, msg_size, "%s", "no room for the code");
    b64_encode(raw, bytes, out);
    return 0;
}
