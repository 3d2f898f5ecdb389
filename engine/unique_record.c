/*
 * unique_record.c: Unique records (altered.h, "Unique cards") as data: a
 * Unique's reference and its family's record, and the compact form, read
 * (every field checked, each part id of its type) and written. Apart from
 * composing (unique.c), which reads a record's parts and needs none of
 * this: a record is read once, composed once.
 */
#include "unique.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------ references */

size_t alt_unique_family_len(const char *ref, size_t len)
{
    int field = 0;
    size_t f = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i < len && ref[i] != '_')
            continue;
        if (field == 5 && i - f == 1 && ref[f] == 'U')
            return i < len && i + 1 < len ? i : 0;   /* a serial follows */
        field++;
        f = i + 1;
    }
    return 0;
}

uint16_t alt_unique_family(const alt_cards *db, const char *ref, size_t len)
{
    size_t n = alt_unique_family_len(ref, len);
    if (n == 0 || n + 1 > ALT_CARDS_REF_MAX || len < 5 || memcmp(ref, "ALT_", 4) != 0)
        return ALT_CARD_NONE;
    char family[ALT_CARDS_REF_MAX + 2];
    memcpy(family, ref, n);
    family[n] = '\0';
    /* The product letter may be A or P on a Unique too: its family is the
     * booster print's. */
    const char *set_end = memchr(family + 4, '_', n - 4);
    size_t at = set_end ? (size_t)(set_end - family) + 1 : 0;
    if (at > 0 && at + 1 < n && family[at + 1] == '_')
        family[at] = 'B';
    uint16_t i = alt_cards_find(db, family);
    if (i != ALT_CARD_NONE && db->cards[i].rarity == ALT_RARITY_UNIQUE)
        return i;
    /* A database without Unique records (btg-4): the family's Common. */
    family[n - 1] = 'C';
    i = alt_cards_find(db, family);
    return i != ALT_CARD_NONE && db->cards[i].rarity == ALT_RARITY_COMMON ? i : ALT_CARD_NONE;
}

/* --------------------------------------------------------- compact form */

static alt_err fail(char *msg, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static alt_err fail(char *msg, size_t size, const char *fmt, ...)
{
    if (msg != NULL && size > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, size, fmt, ap);
        va_end(ap);
    }
    return ALT_E_PARSE;
}

static const char *const faction_codes[ALT_FACTION__COUNT] = {"AX", "BR", "LY", "MU", "OR", "YZ", "NE"};

/* A decimal number of 1 to `digits` digits without sign or leading zero,
 * at most max; advances *p. */
static int number(const char **p, const char *end, int digits, int max, int *out)
{
    const char *s = *p;
    int v = 0, n = 0;
    while (s < end && *s >= '0' && *s <= '9') {
        if (++n > digits)
            return 0;
        v = v * 10 + (*s - '0');
        s++;
    }
    if (n == 0 || (n > 1 && **p == '0') || v > max)
        return 0;
    *p = s;
    *out = v;
    return 1;
}

/* NUMBER/NUMBER[/NUMBER]: count of them, each 0 to 99. */
static int numbers(const char *s, const char *end, int count, int *out)
{
    for (int i = 0; i < count; i++) {
        if (i > 0 && (s >= end || *s++ != '/'))
            return 0;
        if (!number(&s, end, 2, 99, &out[i]))
            return 0;
    }
    return s == end;
}

static const char *const slot_words[] = {"", "main ability 1", "main ability 2", "main ability 3", "the support ability"};

/* T:C:O, each part of its slot's type. */
static alt_err triple(const char *s, const char *end, int slot, alt_unique_triple *t, char *msg, size_t size)
{
    int v[3];
    static const alt_part_type want[3] = {ALT_PART_TRIGGER, ALT_PART_CONDITION, ALT_PART_OUTPUT};
    for (int i = 0; i < 3; i++) {
        if (i > 0 && (s >= end || *s++ != ':'))
            return fail(msg, size, "%s: expected TRIGGER:CONDITION:OUTPUT, three part ids", slot_words[slot]);
        if (!number(&s, end, 4, 9999, &v[i]))
            return fail(msg, size, "%s: expected TRIGGER:CONDITION:OUTPUT, three part ids", slot_words[slot]);
        alt_part_type got = alt_part_type_of((unsigned)v[i]);
        if (got == ALT_PART_NONE)
            return fail(msg, size, "%s: part %d is not a part id of the Unique grammar", slot_words[slot], v[i]);
        if (got != want[i])
            return fail(msg, size, "%s: part %d is %s %s, where %s %s goes", slot_words[slot], v[i],
                        got == ALT_PART_OUTPUT ? "an" : "a", alt_part_type_name(got),
                        want[i] == ALT_PART_OUTPUT ? "an" : "a", alt_part_type_name(want[i]));
    }
    if (s != end)
        return fail(msg, size, "%s: expected TRIGGER:CONDITION:OUTPUT, three part ids", slot_words[slot]);
    if (slot == 4 && v[0] != ALT_UNIQUE_SUPPORT_TRIGGER)
        return fail(msg, size, "the support ability: its trigger is part %d ({D}), not part %d",
                    ALT_UNIQUE_SUPPORT_TRIGGER, v[0]);
    if (slot < 4 && v[0] == ALT_UNIQUE_SUPPORT_TRIGGER)
        return fail(msg, size, "%s: part %d ({D}) is the support ability's trigger only", slot_words[slot], v[0]);
    t->trigger = (uint16_t)v[0];
    t->condition = (uint16_t)v[1];
    t->output = (uint16_t)v[2];
    return ALT_OK;
}

alt_err alt_unique_check(const alt_unique *u, char *msg, size_t size)
{
    const char *nul = memchr(u->ref, '\0', sizeof u->ref);
    size_t len = nul ? (size_t)(nul - u->ref) : sizeof u->ref;
    if (len == sizeof u->ref || len < 5 || memcmp(u->ref, "ALT_", 4) != 0 || alt_unique_family_len(u->ref, len) == 0)
        return fail(msg, size, "a Unique's reference is ALT_SET_B_FF_NN_U_SERIAL");
    if ((unsigned)u->faction >= ALT_FACTION__COUNT || u->hand_cost < 0 || u->hand_cost > 99 || u->reserve_cost < 0 ||
        u->reserve_cost > 99)
        return fail(msg, size, "%s: a faction or a cost out of range", u->ref);
    int stats = (u->forest >= 0) + (u->mountain >= 0) + (u->water >= 0);
    if ((stats != 0 && stats != 3) || u->forest > 99 || u->mountain > 99 || u->water > 99)
        return fail(msg, size, "%s: statistics are three numbers of 0 to 99, or none", u->ref);
    if (u->main_count < 1 || u->main_count > ALT_UNIQUE_MAIN_MAX || u->has_support > 1)
        return fail(msg, size, "%s: one to three main abilities and at most one support ability", u->ref);
    for (int i = 0; i <= u->main_count; i++) {
        int slot = i < u->main_count ? i + 1 : 4;
        if (slot == 4 && !u->has_support)
            break;
        const alt_unique_triple *t = slot == 4 ? &u->support : &u->main[i];
        char text[24];
        int n = snprintf(text, sizeof text, "%u:%u:%u", t->trigger, t->condition, t->output);
        alt_unique_triple check;
        alt_err err = triple(text, text + n, slot, &check, msg, size);
        if (err != ALT_OK)
            return err;
    }
    return ALT_OK;
}

alt_err alt_unique_parse(const char *text, size_t len, alt_unique *out, char *msg, size_t msg_size)
{
    if (msg != NULL && msg_size > 0)
        msg[0] = '\0';
    if (out == NULL || (text == NULL && len > 0))
        return ALT_E_ARG;
    memset(out, 0, sizeof *out);
    out->forest = out->mountain = out->water = -1;
    const char *p = text, *end = text + len;
    while (p < end && (*p == ' ' || *p == '\t'))
        p++;
    while (end > p && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r' || end[-1] == '\n'))
        end--;
    if (p == end)
        return fail(msg, msg_size, "an empty record: expected REFERENCE faction=FF cost=H/R ... main=T:C:O");
    if ((size_t)(end - p) > ALT_UNIQUE_TEXT_MAX)
        return fail(msg, msg_size, "a record of more than %d bytes", ALT_UNIQUE_TEXT_MAX);
    /* The reference. */
    const char *ref = p;
    while (p < end && *p != ' ' && *p != '\t')
        p++;
    size_t ref_len = (size_t)(p - ref);
    for (size_t i = 0; i < ref_len; i++) {
        char c = ref[i];
        if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_'))
            return fail(msg, msg_size, "the reference holds a byte other than A-Z, a-z, 0-9 and _");
    }
    if (ref_len > ALT_VIOLATION_REF_MAX || ref_len < 5 || memcmp(ref, "ALT_", 4) != 0 ||
        alt_unique_family_len(ref, ref_len) == 0)
        return fail(msg, msg_size, "%.*s is not a Unique card's reference (ALT_SET_B_FF_NN_U_SERIAL)",
                    (int)(ref_len > 64 ? 64 : ref_len), ref);
    memcpy(out->ref, ref, ref_len);
    out->ref[ref_len] = '\0';
    int seen_faction = 0, seen_cost = 0, seen_power = 0, seen_main = 0, seen_support = 0;
    while (p < end) {
        while (p < end && (*p == ' ' || *p == '\t'))
            p++;
        if (p == end)
            break;
        const char *field = p;
        while (p < end && *p != ' ' && *p != '\t')
            p++;
        const char *eq = memchr(field, '=', (size_t)(p - field));
        if (eq == NULL)
            return fail(msg, msg_size, "%s: \"%.*s\" is not a field (NAME=VALUE)", out->ref,
                        (int)(p - field > 32 ? 32 : p - field), field);
        size_t klen = (size_t)(eq - field);
        const char *v = eq + 1;
#define KEY(k) (klen == sizeof(k) - 1 && memcmp(field, k, klen) == 0)
        if (KEY("faction")) {
            int f = -1;
            for (int i = 0; i < ALT_FACTION__COUNT; i++)
                if (p - v == 2 && memcmp(v, faction_codes[i], 2) == 0)
                    f = i;
            if (seen_faction++ || f < 0)
                return fail(msg, msg_size, "%s: faction= is given twice, or is none of AX BR LY MU OR YZ NE", out->ref);
            out->faction = (alt_faction)f;
        } else if (KEY("cost")) {
            int c[2];
            if (seen_cost++ || !numbers(v, p, 2, c))
                return fail(msg, msg_size, "%s: cost= is given twice, or is not HAND/RESERVE (0 to 99 each)", out->ref);
            out->hand_cost = (int8_t)c[0];
            out->reserve_cost = (int8_t)c[1];
        } else if (KEY("power")) {
            int s[3];
            if (seen_power++ || !numbers(v, p, 3, s))
                return fail(msg, msg_size, "%s: power= is given twice, or is not FOREST/MOUNTAIN/WATER (0 to 99 each)",
                            out->ref);
            out->forest = (int8_t)s[0];
            out->mountain = (int8_t)s[1];
            out->water = (int8_t)s[2];
        } else if (KEY("main")) {
            if (seen_main++)
                return fail(msg, msg_size, "%s: main= is given twice", out->ref);
            const char *s = v;
            while (s <= p) {
                const char *comma = memchr(s, ',', (size_t)(p - s));
                const char *stop = comma ? comma : p;
                if (out->main_count == ALT_UNIQUE_MAIN_MAX)
                    return fail(msg, msg_size, "%s: more than %d main abilities", out->ref, ALT_UNIQUE_MAIN_MAX);
                alt_err err = triple(s, stop, out->main_count + 1, &out->main[out->main_count], msg, msg_size);
                if (err != ALT_OK)
                    return err;
                out->main_count++;
                if (!comma)
                    break;
                s = comma + 1;
            }
        } else if (KEY("support")) {
            if (seen_support++)
                return fail(msg, msg_size, "%s: support= is given twice (a Unique has at most one support ability)",
                            out->ref);
            alt_err err = triple(v, p, 4, &out->support, msg, msg_size);
            if (err != ALT_OK)
                return err;
            out->has_support = 1;
        } else {
            return fail(msg, msg_size, "%s: unknown field %.*s= (faction, cost, power, main, support)", out->ref,
                        (int)(klen > 16 ? 16 : klen), field);
        }
#undef KEY
    }
    if (!seen_faction || !seen_cost || !seen_main)
        return fail(msg, msg_size, "%s: a record gives faction=, cost= and main= (one to three abilities)", out->ref);
    return ALT_OK;
}

size_t alt_unique_format(const alt_unique *u, char *buf, size_t cap)
{
    char tmp[512];
    int n = snprintf(tmp, sizeof tmp, "%s faction=%s cost=%d/%d", u->ref,
                     (unsigned)u->faction < ALT_FACTION__COUNT ? faction_codes[u->faction] : "?", u->hand_cost,
                     u->reserve_cost);
    if (u->forest >= 0)
        n += snprintf(tmp + n, sizeof tmp - (size_t)n, " power=%d/%d/%d", u->forest, u->mountain, u->water);
    for (int i = 0; i < u->main_count && i < ALT_UNIQUE_MAIN_MAX; i++)
        n += snprintf(tmp + n, sizeof tmp - (size_t)n, "%s%u:%u:%u", i ? "," : " main=", u->main[i].trigger,
                      u->main[i].condition, u->main[i].output);
    if (u->has_support)
        n += snprintf(tmp + n, sizeof tmp - (size_t)n, " support=%u:%u:%u", u->support.trigger, u->support.condition,
                      u->support.output);
    if (buf != NULL && cap > 0)
        snprintf(buf, cap, "%s", tmp);
    return (size_t)n;
}
