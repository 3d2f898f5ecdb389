/*
 * deck_list.c: reads deck lists as players export them, and says why a
 * reference the database cannot give is not taken.
 *
 * A deck list is text a player hands in ("COUNT REFERENCE" lines), so the
 * parser treats it as untrusted and names the line of every problem. What a
 * reference is matters to an organizer: a card of a set this build does not
 * hold, or of one whose records it holds only in part, is named with its set
 * (docs/card-database.md, "Deck lists"), never called malformed; a Unique
 * card reads as its family's Unique record (its name and rarity count for
 * the deck's limits), its serial kept for a pool format's list.
 */
#include "cards.h"
#include "deck.h"
#include "unique.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum { COUNT_DIGITS_MAX = 3 };

/* ---------------------------------------------------------------- sets */

/* The sets a reference can name (ALT_<CODE>_...), as the community deck
 * codes list them (Taum/altered-deckfmt, FORMAT_SPEC_V2.md, "Set"): what
 * a database that does not name its sets (format 1) is explained with. */
static const struct {
    const char *code, *name;
} set_names[] = {
    {"CORE", "Beyond the Gates"},
    {"COREKS", "Beyond the Gates"},   /* the Kickstarter print */
    {"ALIZE", "Trial by Frost"},
    {"BISE", "Whispers from the Maze"},
    {"CYCLONE", "Skybound Odyssey"},
    {"DUSTER", "Seeds of Unity"},
    {"DUSTERTOP", "Seeds of Unity (box topper)"},
    {"DUSTERCB", "Seeds of Unity (collector booster)"},
    {"DUSTEROP", "Seeds of Unity (organized play)"},
    {"TCS3", "Tumult Faction Champion, set 3"},
    {"WCQ25", "World Championship Qualifier 2025"},
    {"WCS25", "World Championship Series 2025"},
    {"WCF25", "World Championship 2025"},
    {"MUSUBI", "Musubi"},
};

const char *alt_set_name(const char *code, size_t len)
{
    if (code == NULL)
        return NULL;
    for (size_t i = 0; i < sizeof set_names / sizeof set_names[0]; i++)
        if (strlen(set_names[i].code) == len && memcmp(set_names[i].code, code, len) == 0)
            return set_names[i].name;
    return NULL;
}

/* The set code of a reference ALT_<CODE>_...: its start and length, or 0. */
static size_t ref_set(const char *ref, size_t len, const char **code)
{
    if (len < 5 || memcmp(ref, "ALT_", 4) != 0)
        return 0;
    const char *end = memchr(ref + 4, '_', len - 4);
    if (end == NULL || end == ref + 4)
        return 0;
    *code = ref + 4;
    return (size_t)(end - (ref + 4));
}

/* The Unique record of a Unique card's family, ALT_SET_B_FF_NN_U with NN in
 * two digits (format 2 databases hold one a family); ALT_CARD_NONE when the
 * database has none. */
static uint16_t unique_family(const alt_cards *db, const char *ref, size_t len)
{
    size_t n = alt_unique_family_len(ref, len);
    if (n == 0 || n > ALT_CARDS_REF_MAX)
        return ALT_CARD_NONE;
    char family[ALT_CARDS_REF_MAX + 1];
    memcpy(family, ref, n);
    family[n] = '\0';
    uint16_t i = alt_cards_find(db, family);
    /* The product letter may be A or P on a Unique too: its family is the
     * booster print's. */
    const char *code = NULL;
    size_t at = 4 + ref_set(family, n, &code) + 1;
    if (i == ALT_CARD_NONE && at + 1 < n && family[at + 1] == '_' && family[at] != 'B') {
        family[at] = 'B';
        i = alt_cards_find(db, family);
    }
    return i != ALT_CARD_NONE && db->cards[i].rarity == ALT_RARITY_UNIQUE ? i : ALT_CARD_NONE;
}

/* The card of an alternate-art or promotional print (ALT_SET_A_... or
 * ALT_SET_P_...) that the database does not hold itself: its booster print
 * ALT_SET_B_... (btg-4 holds only those); ALT_CARD_NONE when it holds none. */
static uint16_t booster_print(const alt_cards *db, const char *ref, size_t len)
{
    const char *code = NULL;
    size_t code_len = ref_set(ref, len, &code);
    size_t at = 4 + code_len + 1;   /* the product letter */
    if (code_len == 0 || len > ALT_CARDS_REF_MAX || at + 1 >= len || ref[at + 1] != '_' ||
        (ref[at] != 'A' && ref[at] != 'P'))
        return ALT_CARD_NONE;
    char b[ALT_CARDS_REF_MAX + 1];
    memcpy(b, ref, len);
    b[len] = '\0';
    b[at] = 'B';
    return alt_cards_find(db, b);
}

/* 1 when a reference of the database has this set code. */
static int db_holds_set(const alt_cards *db, const char *code, size_t len)
{
    for (size_t i = 0; i < db->count; i++) {
        const char *c = NULL;
        const char *ref = db->cards[i].ref;
        if (ref_set(ref, strlen(ref), &c) == len && memcmp(c, code, len) == 0)
            return 1;
    }
    return 0;
}

/* The names of the sets the database holds, "Beyond the Gates" or
 * "Beyond the Gates and Trial by Frost": each name once. */
static void held_sets(const alt_cards *db, char *out, size_t size)
{
    const char *names[sizeof set_names / sizeof set_names[0]];
    size_t n = 0;
    for (size_t i = 0; i < sizeof set_names / sizeof set_names[0]; i++) {
        if (!db_holds_set(db, set_names[i].code, strlen(set_names[i].code)))
            continue;
        int dup = 0;
        for (size_t j = 0; j < n; j++)
            dup |= strcmp(names[j], set_names[i].name) == 0;
        if (!dup)
            names[n++] = set_names[i].name;
    }
    out[0] = '\0';
    if (n == 0) {
        snprintf(out, size, "no set this build names");
        return;
    }
    size_t used = 0;
    for (size_t i = 0; i < n && used < size; i++) {
        int k = snprintf(out + used, size - used, "%s%s", i == 0 ? "" : i + 1 == n ? " and " : ", ", names[i]);
        if (k < 0)
            break;
        used += (size_t)k;
    }
}

typedef enum card_problem { CARD_UNKNOWN, CARD_OTHER_SET, CARD_UNIQUE } card_problem;

/* Why a reference the database lacks cannot be read, in one sentence. */
static card_problem explain_ref(const alt_cards *db, const char *ref, size_t len, char *out, size_t size)
{
    int shown = (int)(len > ALT_VIOLATION_REF_MAX ? ALT_VIOLATION_REF_MAX : len);
    const char *code = NULL;
    size_t code_len = ref_set(ref, len, &code);
    char held[96];
    const char *name = code_len > 0 ? alt_set_name(code, code_len) : NULL;
    /* A format 2 database names its sets, and which it holds in part. */
    for (size_t i = 0; code_len > 0 && i < db->set_count; i++) {
        const alt_set_info *s = &db->sets[i];
        if (strlen(s->code) != code_len || memcmp(s->code, code, code_len) != 0)
            continue;
        if (alt_unique_family_len(ref, len) > 0)
            break;   /* a Unique of a set it holds: below */
        if (s->partial) {
            snprintf(out, size, "%.*s is from %s, whose records this build holds in part: not in this build's records",
                     shown, ref, s->name);
            return CARD_OTHER_SET;
        }
        snprintf(out, size, "unknown card reference %.*s: %s has no such card", shown, ref, s->name);
        return CARD_UNKNOWN;
    }
    if (code_len > 0 && db->set_count > 0 && !db_holds_set(db, code, code_len)) {
        /* A database that names its sets: `altered-replay cards --coverage` lists them. */
        if (name != NULL)
            snprintf(out, size, "%.*s is from %s, which this build does not hold", shown, ref, name);
        else
            snprintf(out, size, "%.*s is from the set %.*s, which this build does not know", shown, ref,
                     (int)(code_len > 16 ? 16 : code_len), code);
        return CARD_OTHER_SET;
    }
    if (code_len > 0 && !db_holds_set(db, code, code_len)) {
        held_sets(db, held, sizeof held);
        if (name != NULL)
            snprintf(out, size, "%.*s is from %s; this build holds %s", shown, ref, name, held);
        else
            snprintf(out, size, "%.*s is from the set %.*s, which this build does not know; it holds %s", shown, ref,
                     (int)(code_len > 16 ? 16 : code_len), code, held);
        return CARD_OTHER_SET;
    }
    if (code_len > 0 && alt_unique_family_len(ref, len) > 0) {
        snprintf(out, size,
                 "%.*s is a Unique card of %s: each Unique has costs, statistics and abilities "
                 "of its own, which the card database does not hold",
                 shown, ref, name != NULL ? name : "this set");
        return CARD_UNIQUE;
    }
    snprintf(out, size, "unknown card reference %.*s", shown, ref);
    return CARD_UNKNOWN;
}

/* ------------------------------------------------------------- parsing */

/* A record given inline in a list is the one the game's database holds
 * for that Unique (alt_deck_list_uniques reads them first): the same
 * canonical text, or an error that says which differs. */
static alt_err same_record(const alt_cards *db, const alt_unique *u, char *why, size_t size)
{
    uint16_t i = alt_cards_find(db, u->ref);
    size_t base = alt_cards_count(alt_cards_base(db));
    if (i == ALT_CARD_NONE || i < base) {
        snprintf(why, size, "%s: its record is given here, but the card database it is read with holds no record of "
                            "it (read the list's records into the game's database first)", u->ref);
        return ALT_E_UNSUPPORTED_CARD;
    }
    char a[ALT_UNIQUE_TEXT_MAX + 1], b[ALT_UNIQUE_TEXT_MAX + 1];
    alt_unique_format(u, a, sizeof a);
    alt_unique_format(alt_cards_unique(db, i - base), b, sizeof b);
    if (strcmp(a, b) != 0) {
        snprintf(why, size, "%s: the record given here differs from the one the game reads (%.60s...)", u->ref, b);
        return ALT_E_PARSE;
    }
    return ALT_OK;
}

static alt_err parse_error(char *msg, size_t msg_size, alt_err err, const char *fmt, ...)
{
    if (msg != NULL && msg_size > 0) {
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(msg, msg_size, fmt, ap);
        va_end(ap);
        if (n < 0)
            msg[0] = '\0';
    }
    return err;
}

static int is_blank(char c)
{
    return c == ' ' || c == '\t' || c == '\r';
}

/* A problem found while reading: a violation (a check reads on) or, without
 * a sink, the error that stops the parse. */
static alt_violation *problem(alt_deck_sink *s, const char *rule, uint32_t line, const char *ref, size_t ref_len,
                              const char *text)
{
    alt_violation *v = alt_deck_report(s, rule, "%s", text);
    if (v != NULL) {
        v->line = line;
        size_t n = ref_len > ALT_VIOLATION_REF_MAX ? ALT_VIOLATION_REF_MAX : ref_len;
        memcpy(v->ref, ref, n);
        v->ref[n] = '\0';
    }
    return v;
}

/* The parser of both entry points: with a sink, cards the database cannot
 * give and cards past capacity are violations and the list goes on;
 * without one, they are errors. */
static alt_err parse_list(const alt_cards *db, const char *text, size_t len, alt_deck *out, alt_deck_uniques *uniques,
                          alt_deck_sink *problems, char *msg, size_t msg_size)
{
    if (msg != NULL && msg_size > 0)
        msg[0] = '\0';
    if (db == NULL || out == NULL || (text == NULL && len != 0))
        return parse_error(msg, msg_size, ALT_E_ARG, "no card database, deck or text");

    alt_deck deck;
    memset(&deck, 0, sizeof deck);
    deck.hero = ALT_CARD_NONE;
    if (uniques != NULL)
        uniques->count = 0;
    size_t dropped = 0, dropped_line = 0;

    size_t lineno = 0, pos = 0;
    /* A UTF-8 byte-order mark, as some editors and sites write one. */
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0)
        pos = 3;
    while (pos < len) {
        size_t start = pos, stop;
        const char *nl = memchr(text + pos, '\n', len - pos);
        stop = nl != NULL ? (size_t)(nl - text) : len;
        pos = nl != NULL ? stop + 1 : len;
        lineno++;

        /* A comment runs from '#' to the end of the line. */
        const char *hash = memchr(text + start, '#', stop - start);
        if (hash != NULL)
            stop = (size_t)(hash - text);
        while (start < stop && is_blank(text[start]))
            start++;
        while (stop > start && is_blank(text[stop - 1]))
            stop--;
        if (start == stop)
            continue;

        /* COUNT: 1 to 3 digits, not zero, and an optional x ("3x REF"). */
        size_t i = start;
        unsigned count = 0;
        while (i < stop && text[i] >= '0' && text[i] <= '9' && i - start < COUNT_DIGITS_MAX + 1) {
            count = count * 10 + (unsigned)(text[i] - '0');
            i++;
        }
        size_t digits = i - start;
        if (digits > 0 && digits <= COUNT_DIGITS_MAX && i < stop && (text[i] == 'x' || text[i] == 'X'))
            i++;
        if (digits == 0 || digits > COUNT_DIGITS_MAX || i == stop || !is_blank(text[i]))
            return parse_error(msg, msg_size, ALT_E_PARSE,
                               "line %zu: expected \"COUNT REFERENCE\" with a count of 1 to 999", lineno);
        if (count == 0)
            return parse_error(msg, msg_size, ALT_E_PARSE, "line %zu: a count of 0", lineno);
        while (i < stop && is_blank(text[i]))
            i++;

        /* REFERENCE: the rest, one word of printable ASCII; a Unique's
         * may be followed by its record's fields (docs/uniques.md). */
        size_t ref_start = i;
        while (i < stop && !is_blank(text[i]))
            i++;
        size_t ref_len = i - ref_start;
        if (i != stop) {
            alt_unique inline_record;
            char why[320];   /* a reference and a sentence: room for both */
            if (alt_unique_family_len(text + ref_start, ref_len) == 0)
                return parse_error(msg, msg_size, ALT_E_PARSE,
                                   "line %zu: expected \"COUNT REFERENCE\", found more after the reference", lineno);
            if (alt_unique_parse(text + ref_start, stop - ref_start, &inline_record, why, sizeof why) != ALT_OK)
                return parse_error(msg, msg_size, ALT_E_PARSE, "line %zu: %s", lineno, why);
            alt_err err = same_record(db, &inline_record, why, sizeof why);
            if (err != ALT_OK)
                return parse_error(msg, msg_size, err, "line %zu: %s", lineno, why);
        }
        for (size_t k = ref_start; k < i; k++) {
            unsigned char c = (unsigned char)text[k];
            if (c <= 0x20 || c >= 0x7F)
                return parse_error(msg, msg_size, ALT_E_PARSE,
                                   "line %zu: a reference holds a byte that is not printable ASCII", lineno);
        }
        const char *ref_text = text + ref_start;
        char ref[ALT_CARDS_REF_MAX + 1];
        uint16_t idx = ALT_CARD_NONE;
        int unique = 0;
        if (ref_len <= ALT_CARDS_REF_MAX) {
            memcpy(ref, ref_text, ref_len);
            ref[ref_len] = '\0';
            idx = alt_cards_find(db, ref);
            if (idx == ALT_CARD_NONE && (idx = unique_family(db, ref, ref_len)) != ALT_CARD_NONE)
                unique = 1;
            else if (idx != ALT_CARD_NONE && db->cards[idx].rarity == ALT_RARITY_UNIQUE &&
                     alt_unique_family_len(ref, ref_len) > 0)
                unique = 1;                           /* a Unique read from its record */
            if (idx == ALT_CARD_NONE)
                idx = booster_print(db, ref, ref_len);
        }
        if (idx == ALT_CARD_NONE) {
            char why[sizeof(((alt_violation *)0)->text)];
            card_problem p = explain_ref(db, ref_text, ref_len, why, sizeof why);
            if (problems == NULL)
                return parse_error(msg, msg_size, p == CARD_UNIQUE ? ALT_E_UNSUPPORTED_CARD : ALT_E_UNKNOWN_CARD,
                                   "line %zu: %s", lineno, why);
            static const char *const rules[] = {"reference", "set", "unique"};
            problem(problems, rules[p], (uint32_t)lineno, ref_text, ref_len, why);
            continue;
        }

        const alt_card_info *card = &db->cards[idx];
        if (card->type == ALT_TYPE_HERO && deck.hero == ALT_CARD_NONE) {
            /* The first Hero named leads the deck; any other (or another
             * copy of it) stays among the cards for the validator. */
            deck.hero = idx;
            count--;
        }
        if (count > (unsigned)(ALT_DECK_MAX - deck.count)) {
            if (problems == NULL)
                return parse_error(msg, msg_size, ALT_E_CAPACITY, "line %zu: more than %d cards besides the Hero",
                                   lineno, (int)ALT_DECK_MAX);
            dropped += count - (unsigned)(ALT_DECK_MAX - deck.count);
            if (dropped_line == 0)
                dropped_line = lineno;
            count = (unsigned)(ALT_DECK_MAX - deck.count);
        }
        for (unsigned k = 0; k < count; k++) {
            if (unique && uniques != NULL) {
                alt_deck_unique *u = &uniques->at[uniques->count++];
                u->slot = (uint8_t)deck.count;
                u->line = (uint32_t)lineno;
                memcpy(u->ref, ref_text, ref_len);   /* a Unique's reference fits: it found its family */
                u->ref[ref_len] = '\0';
            }
            deck.cards[deck.count++] = idx;
        }
    }
    if (dropped > 0) {
        alt_violation *v = alt_deck_report(problems, "deck",
                                           "the list holds %zu cards besides the Hero; the engine holds at "
                                           "most %d, and checks only the first %d (up to line %zu)",
                                           (size_t)ALT_DECK_MAX + dropped, (int)ALT_DECK_MAX, (int)ALT_DECK_MAX,
                                           dropped_line);
        if (v != NULL)
            v->line = (uint32_t)dropped_line;
    }
    *out = deck;
    return ALT_OK;
}

alt_err alt_deck_parse(const alt_cards *db, const char *text, size_t len, alt_deck *out, char *msg, size_t msg_size)
{
    return parse_list(db, text, len, out, NULL, NULL, msg, msg_size);
}

alt_err alt_deck_parse_checked(const alt_cards *db, const char *text, size_t len, alt_deck *deck,
                               alt_deck_uniques *uniques, alt_violation *out, size_t cap, size_t *count, char *msg,
                               size_t msg_size)
{
    alt_deck_sink s = {out, out != NULL ? cap : 0, 0};
    if (count != NULL)
        *count = 0;
    alt_err err = parse_list(db, text, len, deck, uniques, &s, msg, msg_size);
    if (err == ALT_OK && count != NULL)
        *count = s.n;
    return err;
}

alt_err alt_deck_list_uniques(const char *text, size_t len, alt_unique *out, size_t cap, size_t *n, char *msg,
                              size_t msg_size)
{
    if (msg != NULL && msg_size > 0)
        msg[0] = '\0';
    if (n == NULL || (text == NULL && len > 0) || (out == NULL && cap > 0))
        return ALT_E_ARG;
    *n = 0;
    size_t pos = len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0 ? 3 : 0, lineno = 0;
    while (pos < len) {
        const char *nl = memchr(text + pos, '\n', len - pos);
        size_t start = pos, stop = nl != NULL ? (size_t)(nl - text) : len;
        pos = nl != NULL ? stop + 1 : len;
        lineno++;
        const char *hash = memchr(text + start, '#', stop - start);
        if (hash != NULL)
            stop = (size_t)(hash - text);
        /* COUNT, then the reference and the record after it, if any. */
        size_t i = start;
        while (i < stop && is_blank(text[i]))
            i++;
        while (i < stop && !is_blank(text[i]))
            i++;
        while (i < stop && is_blank(text[i]))
            i++;
        size_t ref = i;
        while (i < stop && !is_blank(text[i]))
            i++;
        size_t rest = i;
        while (rest < stop && is_blank(text[rest]))
            rest++;
        if (rest == stop || alt_unique_family_len(text + ref, i - ref) == 0)
            continue;   /* no record here: parse_list says what else is wrong */
        alt_unique u;
        char why[160];
        if (alt_unique_parse(text + ref, stop - ref, &u, why, sizeof why) != ALT_OK)
            return parse_error(msg, msg_size, ALT_E_PARSE, "line %zu: %s", lineno, why);
        int dup = 0;
        for (size_t k = 0; k < *n && k < cap && !dup; k++) {
            if (strcmp(out[k].ref, u.ref) != 0)
                continue;
            char a[ALT_UNIQUE_TEXT_MAX + 1], b[ALT_UNIQUE_TEXT_MAX + 1];
            alt_unique_format(&out[k], a, sizeof a);
            alt_unique_format(&u, b, sizeof b);
            if (strcmp(a, b) != 0)
                return parse_error(msg, msg_size, ALT_E_PARSE, "line %zu: %s: a second, different record of this Unique",
                                   lineno, u.ref);
            dup = 1;
        }
        if (dup)
            continue;
        if (*n < cap)
            out[*n] = u;
        ++*n;
    }
    return ALT_OK;
}

/* ---------------------------------------------------------- playability */

alt_err alt_deck_playable(const alt_cards *db, const alt_deck *deck, char *msg, size_t msg_size)
{
    if (msg != NULL && msg_size > 0)
        msg[0] = '\0';
    if (db == NULL || deck == NULL || deck->count > ALT_DECK_MAX)
        return ALT_E_ARG;
    /* Every game set up asks this of both decks, nearly always playable
     * ones: one pass over the cards says so; naming what is not is the
     * rare case below. */
    const uint64_t *word = db->deck_word;   /* the deck check has just read these words */
    int all_played = deck->hero == ALT_CARD_NONE || (deck->hero < db->count && (word[deck->hero] & ALT_DECK_W_PLAYED));
    for (size_t i = 0; i < deck->count && all_played; i++)
        all_played = deck->cards[i] < db->count && (word[deck->cards[i]] & ALT_DECK_W_PLAYED);
    if (all_played)
        return ALT_OK;
    uint16_t all[ALT_DECK_MAX + 1];
    size_t n = 0;
    if (deck->hero != ALT_CARD_NONE)
        all[n++] = deck->hero;
    for (size_t i = 0; i < deck->count; i++)
        all[n++] = deck->cards[i];
    size_t used = 0, named = 0;
    for (size_t i = 0; i < n; i++) {
        if (all[i] >= db->count)
            return ALT_E_UNKNOWN_CARD;
        const alt_card_info *c = &db->cards[all[i]];
        if (c->supported)
            continue;
        unsigned part = 0;
        int slot = 0;
        const char *refusal = alt_cards_unique_refusal(db, all[i], &part, &slot);
        int seen = 0;   /* each design once; each Unique record once */
        for (size_t j = 0; j < i && !seen; j++)
            seen = all[j] < db->count && !db->cards[all[j]].supported &&
                   (refusal != NULL ? all[j] == all[i] : strcmp(db->cards[all[j]].design, c->design) == 0);
        if (seen)
            continue;
        if (refusal != NULL) {
            /* A Unique read from its record: the part that stops it. */
            static const char *const slots[] = {"", "main ability 1", "main ability 2", "main ability 3",
                                                "support ability"};
            if (msg != NULL && used < msg_size) {
                int k = snprintf(msg + used, msg_size - used, "%s%s (%s), %s: %s", named ? "; " : "", c->name, c->ref,
                                 slots[slot >= 1 && slot <= 4 ? slot : 0], refusal);
                if (k > 0)
                    used += (size_t)k < msg_size - used ? (size_t)k : msg_size - used - 1;
            }
            named++;
            continue;
        }
        const alt_set_info *set = alt_cards_set_of(db, c->design);
        const char *code = NULL;
        size_t code_len = ref_set(c->design, strlen(c->design), &code);
        const char *set_name = set != NULL ? set->name : code_len ? alt_set_name(code, code_len) : NULL;
        if (msg != NULL && used < msg_size) {
            int k = c->rarity == ALT_RARITY_UNIQUE
                        ? snprintf(msg + used, msg_size - used, "%s%s (a Unique of %s, read from its reference alone): its record "
                                   "(faction, costs, statistics, abilities) is needed to play it",
                                   named ? "; " : "", c->name, set_name != NULL ? set_name : "its set")
                        : snprintf(msg + used, msg_size - used, "%s%s (%s, %s)", named ? "; " : "", c->name, c->design,
                                   set_name != NULL ? set_name : "its set");
            if (k > 0)
                used += (size_t)k < msg_size - used ? (size_t)k : msg_size - used - 1;
        }
        named++;
    }
    if (named == 0)
        return ALT_OK;
    if (msg != NULL && msg_size > 4 && used >= msg_size - 1)
        memcpy(msg + msg_size - 4, "...", 4);   /* a long list is cut, and says so */
    return ALT_E_UNSUPPORTED_CARD;
}
