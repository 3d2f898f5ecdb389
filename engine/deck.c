/*
 * deck.c: reads deck lists and checks them against the deck-building rules.
 *
 * A deck list is text a player hands in ("COUNT REFERENCE" lines), so the
 * parser treats it as untrusted and names the line of every problem. The
 * validator reports every broken rule at once, each with its rule number,
 * so that a player can fix a deck in one pass; a deck is playable only when
 * it breaks none and the engine implements every card in it.
 *
 * Sources (docs/card-database.md, "Deck rules"): the seeds' quick reference
 * (file 003) first, then CR 1.1.4 (Constructed) and CR 1.1.5 (Limited).
 * Decisions taken where they are silent or disagree:
 *  - The Hero counts toward the deck's size. CR 1.1.4.b and 1.1.4.c ask for
 *    1 Hero and at least 39 other cards, i.e. 40 with the Hero, which is the
 *    seeds' "40 to 60 cards"; so at most 59 cards besides the Hero (seeds).
 *  - Tokens are not Altered cards (CR 1.1.7.b, glossary "Altered card"), so
 *    no deck holds them; the seeds' setup removes them. The one exception is
 *    CR 1.1.5.a: a Limited deck may add any number of Mana Convergence (the
 *    TOKEN_MANA type). Tokens and neutral cards count toward no faction
 *    (CR 2.2.9.b, 2.2.9.d).
 *  - The Exalted limit comes from the seeds only; CR 1.1.4 has none.
 *  - Lists come as players export them (a byte-order mark, "3x REF", CR LF,
 *    the Hero on any line); a second Hero is a deck-building violation
 *    (CR 1.1.4.b, 1.1.5.b), not a malformed list, so it is kept among the
 *    cards for the validator.
 *  - A reference the database lacks is explained: a set this build does not
 *    hold is named (set_names below), a Unique card is refused because its
 *    facts are its own and no database of a set holds them. An alternate-
 *    art or promotional print (_A_, _P_) is its booster print's card.
 */
#include "cards.h"
#include "deck.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum {
    CONSTRUCTED_MIN_OTHERS = 39,   /* CR 1.1.4.c */
    CONSTRUCTED_MAX_TOTAL = 60,    /* seeds 003, the Hero included */
    SAME_NAME_MAX = 3,             /* CR 1.1.4.e */
    RARE_MAX = 15,                 /* CR 1.1.4.f */
    EXALTED_MAX = 3,               /* seeds 003 */
    UNIQUE_MAX = 3,                /* CR 1.1.4.g */
    LIMITED_MAX_HEROES = 1,        /* CR 1.1.5.b */
    LIMITED_MIN_OTHERS = 29,       /* CR 1.1.5.c */
    LIMITED_MAX_FACTIONS = 3,      /* CR 1.1.5.d */
    COUNT_DIGITS_MAX = 3
};

/* Where the seeds state a rule CR 1.1.4 lacks. */
#define RULE_SEEDS "seeds-003"

#define SUPPORT_LONG " is not supported by this engine: its abilities are not implemented"
#define SUPPORT_SHORT " is not supported: its abilities are not implemented"

static const char *const faction_words[ALT_FACTION__COUNT] = {
    [ALT_FACTION_AX] = "Axiom", [ALT_FACTION_BR] = "Bravos", [ALT_FACTION_LY] = "Lyra",
    [ALT_FACTION_MU] = "Muna", [ALT_FACTION_OR] = "Ordis", [ALT_FACTION_YZ] = "Yzmir",
    [ALT_FACTION_NE] = "neutral"
};

/* ---------------------------------------------------------------- sets */

/* The sets a reference can name (ALT_<CODE>_...), as the community deck
 * codes list them (Taum/altered-deckfmt, FORMAT_SPEC_V2.md, "Set"). */
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

/* 1 when the reference is of a Unique card: ALT_SET_P_FF_NN_U_<number>. */
static int ref_is_unique(const char *ref, size_t len)
{
    int field = 0;
    size_t f = 0;
    for (size_t i = 0; i <= len; i++) {
        if (i < len && ref[i] != '_')
            continue;
        if (field == 5 && i - f == 1 && ref[f] == 'U')
            return 1;
        field++;
        f = i + 1;
    }
    return 0;
}

/* The card of an alternate-art or promotional print (ALT_SET_A_... or
 * ALT_SET_P_...): the same card as its booster print ALT_SET_B_..., which
 * is the one the database holds; ALT_CARD_NONE when it holds none. */
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
        int k = snprintf(out + used, size - used, "%s%s", i == 0 ? "" : i + 1 == n ? " and " : ", ",
                         names[i]);
        if (k < 0)
            break;
        used += (size_t)k;
    }
}

typedef enum card_problem { CARD_UNKNOWN, CARD_OTHER_SET, CARD_UNIQUE } card_problem;

/* Why a reference the database lacks cannot be read, in one sentence. */
static card_problem explain_ref(const alt_cards *db, const char *ref, size_t len, char *out,
                                size_t size)
{
    int shown = (int)(len > ALT_VIOLATION_REF_MAX ? ALT_VIOLATION_REF_MAX : len);
    const char *code = NULL;
    size_t code_len = ref_set(ref, len, &code);
    char held[96];
    if (code_len > 0 && !db_holds_set(db, code, code_len)) {
        held_sets(db, held, sizeof held);
        const char *name = alt_set_name(code, code_len);
        if (name != NULL)
            snprintf(out, size, "%.*s is from %s; this build holds %s", shown, ref, name, held);
        else
            snprintf(out, size, "%.*s is from the set %.*s, which this build does not know; it holds %s",
                     shown, ref, (int)(code_len > 16 ? 16 : code_len), code, held);
        return CARD_OTHER_SET;
    }
    if (code_len > 0 && ref_is_unique(ref, len)) {
        const char *name = alt_set_name(code, code_len);
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

typedef struct sink {
    alt_violation *out;
    size_t cap;
    size_t n;
} sink;

static alt_violation *report(sink *s, const char *rule, const char *fmt, ...)
{
    alt_violation *v = NULL;
    if (s->out != NULL && s->n < s->cap) {
        v = &s->out[s->n];
        memset(v, 0, sizeof *v);
        snprintf(v->rule, sizeof v->rule, "%s", rule);
        va_list ap;
        va_start(ap, fmt);
        int n = vsnprintf(v->text, sizeof v->text, fmt, ap);
        va_end(ap);
        if (n < 0)
            v->text[0] = '\0';
    }
    s->n++;
    return v;
}

/* Adds a card to a violation's list, once. */
static void involve(alt_violation *v, uint16_t card)
{
    if (v == NULL)
        return;
    for (size_t i = 0; i < v->card_count; i++)
        if (v->cards[i] == card)
            return;
    if (v->card_count < ALT_VIOLATION_CARDS)
        v->cards[v->card_count++] = card;
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

/* The parser of both entry points: with a sink, cards the database cannot
 * give and cards past capacity are violations and the list goes on;
 * without one, they are errors. */
static alt_err parse_list(const alt_cards *db, const char *text, size_t len, alt_deck *out,
                          sink *problems, char *msg, size_t msg_size)
{
    if (msg != NULL && msg_size > 0)
        msg[0] = '\0';
    if (db == NULL || out == NULL || (text == NULL && len != 0))
        return parse_error(msg, msg_size, ALT_E_ARG, "no card database, deck or text");

    alt_deck deck;
    memset(&deck, 0, sizeof deck);
    deck.hero = ALT_CARD_NONE;
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
                               "line %zu: expected \"COUNT REFERENCE\" with a count of 1 to 999",
                               lineno);
        if (count == 0)
            return parse_error(msg, msg_size, ALT_E_PARSE, "line %zu: a count of 0", lineno);
        while (i < stop && is_blank(text[i]))
            i++;

        /* REFERENCE: the rest, one word of printable ASCII. */
        size_t ref_start = i;
        while (i < stop && !is_blank(text[i]))
            i++;
        size_t ref_len = i - ref_start;
        if (i != stop)
            return parse_error(msg, msg_size, ALT_E_PARSE,
                               "line %zu: expected \"COUNT REFERENCE\", found more after the reference",
                               lineno);
        for (size_t k = ref_start; k < i; k++) {
            unsigned char c = (unsigned char)text[k];
            if (c <= 0x20 || c >= 0x7F)
                return parse_error(msg, msg_size, ALT_E_PARSE,
                                   "line %zu: a reference holds a byte that is not printable ASCII",
                                   lineno);
        }
        char ref[ALT_CARDS_REF_MAX + 1];
        uint16_t idx = ALT_CARD_NONE;
        if (ref_len <= ALT_CARDS_REF_MAX) {
            memcpy(ref, text + ref_start, ref_len);
            ref[ref_len] = '\0';
            idx = alt_cards_find(db, ref);
            if (idx == ALT_CARD_NONE)
                idx = booster_print(db, ref, ref_len);
        }
        if (idx == ALT_CARD_NONE) {
            char why[sizeof(((alt_violation *)0)->text)];
            card_problem p = explain_ref(db, text + ref_start, ref_len, why, sizeof why);
            if (problems == NULL)
                return parse_error(msg, msg_size,
                                   p == CARD_UNIQUE ? ALT_E_UNSUPPORTED_CARD : ALT_E_UNKNOWN_CARD,
                                   "line %zu: %s", lineno, why);
            static const char *const rules[] = {"reference", "set", "unique"};
            alt_violation *v = report(problems, rules[p], "%s", why);
            if (v != NULL) {
                v->line = (uint32_t)lineno;
                size_t n = ref_len > ALT_VIOLATION_REF_MAX ? ALT_VIOLATION_REF_MAX : ref_len;
                memcpy(v->ref, text + ref_start, n);
                v->ref[n] = '\0';
            }
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
                return parse_error(msg, msg_size, ALT_E_CAPACITY,
                                   "line %zu: more than %d cards besides the Hero", lineno,
                                   (int)ALT_DECK_MAX);
            dropped += count - (unsigned)(ALT_DECK_MAX - deck.count);
            if (dropped_line == 0)
                dropped_line = lineno;
            count = (unsigned)(ALT_DECK_MAX - deck.count);
        }
        for (unsigned k = 0; k < count; k++)
            deck.cards[deck.count++] = idx;
    }
    if (dropped > 0) {
        alt_violation *v = report(problems, "deck",
                                  "the list holds %zu cards besides the Hero; the engine holds at "
                                  "most %d, and checks only the first %d (up to line %zu)",
                                  (size_t)ALT_DECK_MAX + dropped, (int)ALT_DECK_MAX,
                                  (int)ALT_DECK_MAX, dropped_line);
        if (v != NULL)
            v->line = (uint32_t)dropped_line;
    }
    *out = deck;
    return ALT_OK;
}

alt_err alt_deck_parse(const alt_cards *db, const char *text, size_t len,
                       alt_deck *out, char *msg, size_t msg_size)
{
    return parse_list(db, text, len, out, NULL, msg, msg_size);
}

alt_err alt_deck_parse_checked(const alt_cards *db, const char *text, size_t len, alt_deck *deck,
                               alt_violation *out, size_t cap, size_t *count, char *msg,
                               size_t msg_size)
{
    sink s = {out, out != NULL ? cap : 0, 0};
    if (count != NULL)
        *count = 0;
    alt_err err = parse_list(db, text, len, deck, &s, msg, msg_size);
    if (err == ALT_OK && count != NULL)
        *count = s.n;
    return err;
}

alt_format alt_deck_format(const alt_deck *deck)
{
    return deck != NULL && deck->hero != ALT_CARD_NONE ? ALT_FORMAT_CONSTRUCTED : ALT_FORMAT_LIMITED;
}

const char *alt_format_name(alt_format format)
{
    return format == ALT_FORMAT_CONSTRUCTED ? "Constructed" : format == ALT_FORMAT_LIMITED ? "Limited" : "?";
}

/* ---------------------------------------------------------- validation */

static int is_token(const alt_card_info *c)
{
    return c->type == ALT_TYPE_TOKEN || c->type == ALT_TYPE_TOKEN_MANA;
}

/* The cards of a deck sorted out: Heroes apart, unknown indices dropped. */
typedef struct view {
    uint16_t heroes[ALT_DECK_MAX + 1];
    size_t hero_count;
    uint16_t others[ALT_DECK_MAX];
    size_t other_count;
} view;

static int seen_before(const uint16_t *list, size_t i)
{
    for (size_t j = 0; j < i; j++)
        if (list[j] == list[i])
            return 1;
    return 0;
}

static void check_structure(const alt_cards *db, const alt_deck *deck, view *v, sink *s)
{
    size_t n = deck->count;
    if (n > ALT_DECK_MAX) {
        report(s, "deck", "the deck claims %zu cards besides the Hero; the engine holds at most %d",
               n, (int)ALT_DECK_MAX);
        n = ALT_DECK_MAX;
    }
    v->hero_count = v->other_count = 0;
    if (deck->hero != ALT_CARD_NONE) {
        if (deck->hero >= db->count)
            report(s, "deck", "the Hero slot holds card index %u, which the database lacks",
                   (unsigned)deck->hero);
        else if (db->cards[deck->hero].type != ALT_TYPE_HERO)
            report(s, "deck", "the Hero slot holds %s (%s), which is not a Hero",
                   db->cards[deck->hero].ref, db->cards[deck->hero].name);
        else
            v->heroes[v->hero_count++] = deck->hero;
    }
    for (size_t i = 0; i < n; i++) {
        uint16_t idx = deck->cards[i];
        if (idx >= db->count)
            report(s, "deck", "card %zu of the deck is index %u, which the database lacks", i,
                   (unsigned)idx);
        else if (db->cards[idx].type == ALT_TYPE_HERO)
            v->heroes[v->hero_count++] = idx;
        else
            v->others[v->other_count++] = idx;
    }
}

static void check_tokens(const alt_cards *db, alt_format format, const view *v, sink *s)
{
    for (size_t i = 0; i < v->other_count; i++) {
        const alt_card_info *c = &db->cards[v->others[i]];
        if (!is_token(c) || seen_before(v->others, i))
            continue;
        if (format == ALT_FORMAT_LIMITED && c->type == ALT_TYPE_TOKEN_MANA)
            continue;   /* CR 1.1.5.a: any number of Mana Convergence */
        involve(report(s, "1.1.7.b", "%s (%s) is a token, not an Altered card; no deck may hold it",
                       c->ref, c->name),
                v->others[i]);
    }
}

static size_t count_rarity(const alt_cards *db, const view *v, alt_rarity r)
{
    size_t n = 0;
    for (size_t i = 0; i < v->other_count; i++)
        if (db->cards[v->others[i]].rarity == r)
            n++;
    return n;
}

/* The Heroes of a deck, named: " (Kojo & Booda, Sierra & Oddball)". */
static void hero_names(const alt_cards *db, const view *v, char *out, size_t size)
{
    out[0] = '\0';
    if (v->hero_count < 2)
        return;
    size_t used = 0;
    for (size_t i = 0; i < v->hero_count && used < size; i++) {
        int k = snprintf(out + used, size - used, "%s%s%s", i == 0 ? " (" : ", ",
                         db->cards[v->heroes[i]].name, i + 1 == v->hero_count ? ")" : "");
        if (k < 0)
            break;
        used += (size_t)k;
    }
    if (used >= size && size > 4)
        memcpy(out + size - 5, "...)", 5);
}

static void report_heroes(const alt_cards *db, const view *v, sink *s, const char *rule,
                          const char *need)
{
    char names[96];
    hero_names(db, v, names, sizeof names);
    alt_violation *r = report(s, rule, "the deck has %zu Heroes%s; %s", v->hero_count, names, need);
    for (size_t i = 0; i < v->hero_count; i++)
        involve(r, v->heroes[i]);
}

/* Reports a count of cards of one rarity, naming them among the cards. */
static void report_rarity(const alt_cards *db, const view *v, sink *s, alt_rarity r, size_t n,
                          size_t max, const char *rule, const char *word)
{
    if (n <= max)
        return;
    alt_violation *out = report(s, rule, "the deck has %zu %s cards; a Constructed deck has at most %zu",
                                n, word, max);
    for (size_t i = 0; i < v->other_count; i++)
        if (db->cards[v->others[i]].rarity == r)
            involve(out, v->others[i]);
}

static void check_constructed(const alt_cards *db, const view *v, sink *s)
{
    if (v->hero_count != 1)
        report_heroes(db, v, s, "1.1.4.b", "a Constructed deck needs exactly 1");
    if (v->other_count < CONSTRUCTED_MIN_OTHERS)
        report(s, "1.1.4.c",
               "the deck has %zu cards besides its Hero; a Constructed deck needs at least %d",
               v->other_count, CONSTRUCTED_MIN_OTHERS);
    if (v->other_count + v->hero_count > CONSTRUCTED_MAX_TOTAL)
        report(s, RULE_SEEDS, "the deck has %zu cards with its Hero; a Constructed deck has at most %d",
               v->other_count + v->hero_count, CONSTRUCTED_MAX_TOTAL);

    if (v->hero_count == 1) {
        const alt_card_info *hero = &db->cards[v->heroes[0]];
        for (size_t i = 0; i < v->other_count; i++) {
            const alt_card_info *c = &db->cards[v->others[i]];
            if (is_token(c) || c->faction == hero->faction || seen_before(v->others, i))
                continue;
            involve(report(s, "1.1.4.d", "%s (%s) is %s, but the Hero %s is %s", c->ref, c->name,
                           faction_words[c->faction], hero->name, faction_words[hero->faction]),
                    v->others[i]);
        }
    }

    /* CR 1.1.4.e, in one pass: each card's name number (cards.h, alt_cards_name_number)
     * and position as one key, sorted, so that a name's cards are adjacent
     * and its first card leads them; then the names over the limit are
     * reported in deck order, as the cards first name them. */
    uint32_t keys[ALT_DECK_MAX];
    uint8_t same[ALT_DECK_MAX];   /* at a name's first card: its count; 0 elsewhere */
    size_t n = v->other_count;    /* at most ALT_DECK_MAX (check_structure) */
    for (size_t i = 0; i < n; i++) {
        keys[i] = (uint32_t)alt_cards_name_number(db, v->others[i]) << 8 | (uint32_t)i;
        same[i] = 0;
    }
    /* Insertion sort: decks list a name's copies together, so the keys
     * come nearly sorted. */
    for (size_t i = 1; i < n; i++) {
        uint32_t k = keys[i];
        size_t j = i;
        for (; j > 0 && keys[j - 1] > k; j--)
            keys[j] = keys[j - 1];
        keys[j] = k;
    }
    for (size_t a = 0, b; a < n; a = b) {
        for (b = a + 1; b < n && keys[b] >> 8 == keys[a] >> 8; b++)
            ;
        same[keys[a] & 0xFF] = (uint8_t)(b - a);
    }
    for (size_t i = 0; i < n; i++) {
        if (same[i] <= SAME_NAME_MAX)
            continue;
        uint16_t name = alt_cards_name_number(db, v->others[i]);
        alt_violation *r = report(s, "1.1.4.e", "the deck has %u cards named %s; at most %d of a name",
                                  (unsigned)same[i], db->cards[v->others[i]].name, SAME_NAME_MAX);
        for (size_t j = 0; j < n; j++)
            if (alt_cards_name_number(db, v->others[j]) == name)
                involve(r, v->others[j]);
    }

    report_rarity(db, v, s, ALT_RARITY_RARE, count_rarity(db, v, ALT_RARITY_RARE), RARE_MAX,
                  "1.1.4.f", "Rare");
    report_rarity(db, v, s, ALT_RARITY_EXALTED, count_rarity(db, v, ALT_RARITY_EXALTED), EXALTED_MAX,
                  RULE_SEEDS, "Exalted");
    report_rarity(db, v, s, ALT_RARITY_UNIQUE, count_rarity(db, v, ALT_RARITY_UNIQUE), UNIQUE_MAX,
                  "1.1.4.g", "Unique");
}

static void check_limited(const alt_cards *db, const view *v, sink *s)
{
    if (v->hero_count > LIMITED_MAX_HEROES)
        report_heroes(db, v, s, "1.1.5.b", "a Limited deck has at most 1");
    if (v->other_count < LIMITED_MIN_OTHERS)
        report(s, "1.1.5.c", "the deck has %zu non-Hero cards; a Limited deck needs at least %d",
               v->other_count, LIMITED_MIN_OTHERS);

    int present[ALT_FACTION__COUNT] = {0};
    for (size_t i = 0; i < v->hero_count; i++)
        present[db->cards[v->heroes[i]].faction] = 1;
    for (size_t i = 0; i < v->other_count; i++) {
        const alt_card_info *c = &db->cards[v->others[i]];
        if (!is_token(c))
            present[c->faction] = 1;
    }
    present[ALT_FACTION_NE] = 0;   /* neutral is no faction (CR 2.2.9.b) */
    int factions = 0;
    char list[80] = "";
    for (int f = 0; f < ALT_FACTION__COUNT; f++) {
        if (!present[f])
            continue;
        size_t used = strlen(list);
        snprintf(list + used, sizeof list - used, "%s%s", factions > 0 ? ", " : "",
                 faction_words[f]);
        factions++;
    }
    if (factions > LIMITED_MAX_FACTIONS)
        report(s, "1.1.5.d", "the deck has cards of %d factions (%s); a Limited deck has at most %d",
               factions, list, LIMITED_MAX_FACTIONS);
}

static void check_support(const alt_cards *db, const view *v, sink *s)
{
    uint16_t all[ALT_DECK_MAX + 1];
    size_t n = 0;
    for (size_t i = 0; i < v->hero_count; i++)
        all[n++] = v->heroes[i];
    for (size_t i = 0; i < v->other_count; i++)
        all[n++] = v->others[i];
    for (size_t i = 0; i < n; i++) {
        const alt_card_info *c = &db->cards[all[i]];
        if (c->supported || seen_before(all, i))
            continue;
        /* The long sentence overflows alt_violation.text for the longest
         * references and names; the short one always fits. */
        int len = snprintf(NULL, 0, "%s (%s)%s", c->ref, c->name, SUPPORT_LONG);
        involve(report(s, "support", "%s (%s)%s", c->ref, c->name,
                       len >= 0 && (size_t)len < sizeof(((alt_violation *)0)->text) ? SUPPORT_LONG
                                                                                    : SUPPORT_SHORT),
                all[i]);
    }
}

/* 1 when the deck breaks no rule that the checks above test, in one pass
 * over its cards; 0 when it may break one, and they say which. Every game
 * set up validates both decks, nearly always legal ones: this is that
 * common case's cost, the checks above the reporting of the rest. It reads
 * one word a card (cards.h, deck_word), not the card's record. */
static int plainly_legal(const alt_cards *db, alt_format format, const alt_deck *deck)
{
    enum { NAME_SLOTS = 128 };   /* a power of two over twice ALT_DECK_MAX */
    _Static_assert(NAME_SLOTS >= 2 * ALT_DECK_MAX, "the name table has room");
    if (deck->count > ALT_DECK_MAX)
        return 0;
    const uint64_t *word = db->deck_word;
    const uint64_t faction_bits = (uint64_t)ALT_DECK_W_FACTION_MASK << ALT_DECK_W_FACTION_SHIFT;
    size_t heroes = 0;
    uint64_t hero_faction = faction_bits + 1;   /* no faction's bits: without a Hero none matches */
    if (deck->hero != ALT_CARD_NONE) {
        if (deck->hero >= db->count || !(word[deck->hero] & ALT_DECK_W_HERO))
            return 0;
        hero_faction = word[deck->hero] & faction_bits;
        heroes = 1;
    }
    int constructed = format == ALT_FORMAT_CONSTRUCTED;
    uint64_t rarities = 0;     /* a byte per limited rarity (cards.h) */
    unsigned factions = 0;     /* Limited: the factions of the cards but the Hero */
    uint16_t name[NAME_SLOTS];
    uint8_t copies[NAME_SLOTS];
    memset(name, 0xFF, sizeof name);   /* ALT_CARD_NONE: a free slot */
    for (size_t i = 0; i < deck->count; i++) {
        uint16_t idx = deck->cards[i];
        if (idx >= db->count)
            return 0;
        uint64_t w = word[idx];
        if (!(w & ALT_DECK_W_PLAIN)) {
            /* A second Hero, a card the engine cannot play, or a token:
             * only a Mana token, and only in Limited. */
            if (constructed || !(w & ALT_DECK_W_TOKEN_MANA))
                return 0;
            continue;
        }
        if (!constructed) {
            factions |= 1u << (w >> ALT_DECK_W_FACTION_SHIFT & ALT_DECK_W_FACTION_MASK);
            continue;
        }
        if ((w & faction_bits) != hero_faction)
            return 0;   /* CR 1.1.4.d, or no Hero */
        rarities += w >> ALT_DECK_W_RARITY_SHIFT;
        uint16_t n = (uint16_t)w;   /* the name number */
        size_t at = n & (NAME_SLOTS - 1);
        while (name[at] != ALT_CARD_NONE && name[at] != n)
            at = (at + 1) & (NAME_SLOTS - 1);
        if (name[at] == ALT_CARD_NONE) {
            name[at] = n;
            copies[at] = 0;
        }
        if (++copies[at] > SAME_NAME_MAX)
            return 0;
    }
    size_t others = deck->count;
    if (constructed)
        return heroes == 1 && others >= CONSTRUCTED_MIN_OTHERS && others + heroes <= CONSTRUCTED_MAX_TOTAL &&
               (rarities >> 8 * ALT_DECK_W_RARE_BYTE & 0xFF) <= RARE_MAX &&
               (rarities >> 8 * ALT_DECK_W_EXALTED_BYTE & 0xFF) <= EXALTED_MAX &&
               (rarities >> 8 * ALT_DECK_W_UNIQUE_BYTE & 0xFF) <= UNIQUE_MAX;
    if (heroes)
        factions |= 1u << (hero_faction >> ALT_DECK_W_FACTION_SHIFT);
    factions &= ~(1u << ALT_FACTION_NE);   /* neutral is no faction (CR 2.2.9.b) */
    int nf = 0;
    for (; factions; factions &= factions - 1)
        nf++;
    return others >= LIMITED_MIN_OTHERS && nf <= LIMITED_MAX_FACTIONS;
}

/* Both paths, or the rules alone (fast 0). */
static size_t validate(const alt_cards *db, alt_format format, const alt_deck *deck, alt_violation *out,
                       size_t cap, int fast)
{
    sink s = {out, out != NULL ? cap : 0, 0};
    if (db == NULL || deck == NULL) {
        report(&s, "argument", "no card database or no deck to check");
        return s.n;
    }
    if (format != ALT_FORMAT_CONSTRUCTED && format != ALT_FORMAT_LIMITED) {
        report(&s, "argument", "format %d is neither Constructed nor Limited", (int)format);
        return s.n;
    }
    if (fast && plainly_legal(db, format, deck))
        return 0;
    view v;
    check_structure(db, deck, &v, &s);
    check_tokens(db, format, &v, &s);
    if (format == ALT_FORMAT_CONSTRUCTED)
        check_constructed(db, &v, &s);
    else
        check_limited(db, &v, &s);
    check_support(db, &v, &s);
    return s.n;
}

size_t alt_deck_validate(const alt_cards *db, alt_format format, const alt_deck *deck,
                         alt_violation *out, size_t cap)
{
    return validate(db, format, deck, out, cap, 1);
}

size_t alt_deck_check_rules(const alt_cards *db, alt_format format, const alt_deck *deck, alt_violation *out,
                            size_t cap)
{
    return validate(db, format, deck, out, cap, 0);
}

int alt_deck_plainly_legal(const alt_cards *db, alt_format format, const alt_deck *deck)
{
    return db != NULL && deck != NULL && (format == ALT_FORMAT_CONSTRUCTED || format == ALT_FORMAT_LIMITED) &&
           plainly_legal(db, format, deck);
}
