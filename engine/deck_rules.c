/*
 * deck_rules.c: checks decks against the deck-building rules of their
 * format, and, for a deck check as of a date, the bans and suspensions in
 * force on it and a pool format's list of Unique cards.
 *
 * The checker reports every finding at once, each with its rule number, so
 * that a player can fix a deck in one pass. Sources (docs/card-database.md,
 * "Formats"): the seeds' quick reference (file 003) first, then CR 1.1.4
 * (Constructed) and CR 1.1.5 (Limited) of the ruleset's edition, cited with
 * that edition's numbers; the community formats as their announcements
 * give them. Decisions taken where they are silent or disagree:
 *  - The Hero counts toward the deck's size: 40 to 60 cards with the Hero
 *    (the seeds' "40 to 60 cards"; CR 4.0 1.1.4.b says so in words; CR 3.0
 *    asks for 39 besides the Hero).
 *  - Tokens are not Altered cards (CR 1.1.7.b), so no deck holds them; the
 *    one exception is CR 1.1.5.a: a Limited deck may add any number of Mana
 *    Convergence (TOKEN_MANA). Tokens and neutral cards count toward no
 *    faction (CR 3.0 2.2.9.b, 2.2.9.d; 4.0 2.2.10.b, 2.2.10.d).
 *  - The Exalted limit comes from the seeds only; the Complete Rules have
 *    none.
 *  - A Unique card read from its reference alone is its family's: its name
 *    and rarity count, its faction is its own and unknown, which a note says.
 */
#include "cards.h"
#include "deck.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    CONSTRUCTED_MIN_TOTAL = 40,    /* the seeds; CR 3.0 1.1.4.c, CR 4.0 1.1.4.b */
    CONSTRUCTED_MAX_TOTAL = 60,    /* the seeds; CR 4.0 1.1.4.b */
    SINGLETON_MAX_TOTAL = 80,      /* the Singleton format */
    SAME_NAME_MAX = 3,             /* CR 3.0 1.1.4.e, 4.0 1.1.4.d */
    RARE_MAX = 15,                 /* CR 3.0 1.1.4.f, 4.0 1.1.4.e */
    EXALTED_MAX = 3,               /* seeds 003 */
    UNIQUE_MAX = 3,                /* CR 3.0 1.1.4.g, 4.0 1.1.4.f */
    LIMITED_MAX_HEROES = 1,        /* CR 1.1.5.b of 3.0 and of 4.0 */
    LIMITED_MIN_OTHERS_3 = 29,     /* CR 3.0 1.1.5.c: besides the Hero */
    LIMITED_MIN_TOTAL_4 = 30,      /* CR 4.0 1.1.5.b: the Hero included */
    LIMITED_MAX_FACTIONS = 3,      /* CR 3.0 1.1.5.d, 4.0 1.1.5.c */
};

/* Where the seeds state a rule the Complete Rules lack. */
#define RULE_SEEDS "seeds-003"

/* The paragraphs each edition of the Complete Rules gives the deck rules. */
typedef struct rule_numbers {
    const char *one_hero, *min_size, *max_size, *faction, *same_name, *rares, *uniques;
    const char *limited_heroes, *limited_size, *limited_factions;
} rule_numbers;

static const rule_numbers edition_3 = {"1.1.4.b", "1.1.4.c", RULE_SEEDS, "1.1.4.d", "1.1.4.e", "1.1.4.f",   /* 3.0's numbers */
                                       "1.1.4.g", "1.1.5.b", "1.1.5.c", "1.1.5.d"};                          /* 3.0's numbers */
static const rule_numbers edition_4 = {"4.0 1.1.4.b", "4.0 1.1.4.b", "4.0 1.1.4.b", "4.0 1.1.4.c", "4.0 1.1.4.d",
                                       "4.0 1.1.4.e", "4.0 1.1.4.f", "4.0 1.1.5.b", "4.0 1.1.5.b", "4.0 1.1.5.c"};

static const char *const faction_words[ALT_FACTION__COUNT] = {
    [ALT_FACTION_AX] = "Axiom", [ALT_FACTION_BR] = "Bravos", [ALT_FACTION_LY] = "Lyra",
    [ALT_FACTION_MU] = "Muna", [ALT_FACTION_OR] = "Ordis", [ALT_FACTION_YZ] = "Yzmir",
    [ALT_FACTION_NE] = "neutral"
};

alt_violation *alt_deck_report(alt_deck_sink *s, const char *rule, const char *fmt, ...)
{
    alt_violation *v = NULL;
    if (s == NULL)
        return NULL;
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

/* Adds a card to a finding's list, once. */
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

alt_format alt_deck_format(const alt_deck *deck)
{
    return deck != NULL && deck->hero != ALT_CARD_NONE ? ALT_FORMAT_CONSTRUCTED : ALT_FORMAT_LIMITED;
}

static const char *const format_names[ALT_FORMAT__COUNT] = {
    [ALT_FORMAT_CONSTRUCTED] = "Constructed", [ALT_FORMAT_LIMITED] = "Limited", [ALT_FORMAT_NUC] = "NUC",
    [ALT_FORMAT_SINGLETON] = "Singleton"
};

const char *alt_format_name(alt_format format)
{
    return (unsigned)format < ALT_FORMAT__COUNT ? format_names[format] : "?";
}

alt_err alt_format_parse(const char *name, alt_format *out)
{
    static const struct {
        const char *name;
        alt_format format;
    } names[] = {
        {"constructed", ALT_FORMAT_CONSTRUCTED}, {"standard", ALT_FORMAT_CONSTRUCTED},
        {"limited", ALT_FORMAT_LIMITED},         {"sealed", ALT_FORMAT_LIMITED},
        {"draft", ALT_FORMAT_LIMITED},           {"nuc", ALT_FORMAT_NUC},
        {"singleton", ALT_FORMAT_SINGLETON},
    };
    if (name == NULL || out == NULL)
        return ALT_E_ARG;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        size_t n = strlen(names[i].name);
        if (strlen(name) != n)
            continue;
        size_t k = 0;
        while (k < n && (name[k] | 0x20) == names[i].name[k])
            k++;
        if (k == n) {
            *out = names[i].format;
            return ALT_OK;
        }
    }
    return ALT_E_ARG;
}

/* ---------------------------------------------------------- validation */

static int is_token(const alt_card_info *c)
{
    return c->type == ALT_TYPE_TOKEN || c->type == ALT_TYPE_TOKEN_MANA || (c->keywords & ALT_KW_TOKEN);
}

/* A Unique read from its reference alone: its family's record
 * (ALT_SET_B_FF_NN_U), whose faction is the family's, not the card's. */
static int is_unique_family(const alt_card_info *c)
{
    size_t n = strlen(c->ref);
    return c->rarity == ALT_RARITY_UNIQUE && n > 2 && c->ref[n - 2] == '_' && c->ref[n - 1] == 'U';
}

static int constructed_family(alt_format f)
{
    return f == ALT_FORMAT_CONSTRUCTED || f == ALT_FORMAT_NUC || f == ALT_FORMAT_SINGLETON;
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

static void check_structure(const alt_cards *db, const alt_deck *deck, view *v, alt_deck_sink *s)
{
    size_t n = deck->count;
    if (n > ALT_DECK_MAX) {
        alt_deck_report(s, "deck", "the deck claims %zu cards besides the Hero; the engine holds at most %d", n,
                        (int)ALT_DECK_MAX);
        n = ALT_DECK_MAX;
    }
    v->hero_count = v->other_count = 0;
    if (deck->hero != ALT_CARD_NONE) {
        if (deck->hero >= db->count)
            alt_deck_report(s, "deck", "the Hero slot holds card index %u, which the database lacks",
                            (unsigned)deck->hero);
        else if (db->cards[deck->hero].type != ALT_TYPE_HERO)
            alt_deck_report(s, "deck", "the Hero slot holds %s (%s), which is not a Hero", db->cards[deck->hero].ref,
                            db->cards[deck->hero].name);
        else
            v->heroes[v->hero_count++] = deck->hero;
    }
    for (size_t i = 0; i < n; i++) {
        uint16_t idx = deck->cards[i];
        if (idx >= db->count)
            alt_deck_report(s, "deck", "card %zu of the deck is index %u, which the database lacks", i, (unsigned)idx);
        else if (db->cards[idx].type == ALT_TYPE_HERO)
            v->heroes[v->hero_count++] = idx;
        else
            v->others[v->other_count++] = idx;
    }
}

/* CR 1.3.1.c (both editions): a player puts their Hero in the Hero zone
 * and shuffles the rest into the Deck, so a Hero is never one of the cards
 * a game shuffles. A deck value whose Hero slot is empty but whose cards
 * hold a Hero (a log's or a daemon request's deck; a deck list puts its
 * Hero in the slot) would shuffle it: refused in every format, here, where
 * every reader of decks checks them. */
static void check_hero_slot(const alt_cards *db, const alt_deck *deck, const view *v, alt_deck_sink *s)
{
    if (deck->hero != ALT_CARD_NONE)
        return;   /* a second Hero among the cards: the Hero count's rule says so */
    for (size_t i = 0; i < v->hero_count; i++)
        involve(alt_deck_report(s, "1.3.1.c",
                                "%s (%s) is a Hero among the deck's cards, with no Hero in the Hero slot: a Hero "
                                "starts in the Hero zone, never shuffled into the Deck",
                                db->cards[v->heroes[i]].ref, db->cards[v->heroes[i]].name),
                v->heroes[i]);
}

static void check_tokens(const alt_cards *db, alt_format format, const view *v, alt_deck_sink *s)
{
    for (size_t i = 0; i < v->other_count; i++) {
        const alt_card_info *c = &db->cards[v->others[i]];
        if (!is_token(c) || seen_before(v->others, i))
            continue;
        if (format == ALT_FORMAT_LIMITED && c->type == ALT_TYPE_TOKEN_MANA)
            continue;   /* CR 1.1.5.a: any number of Mana Convergence */
        involve(alt_deck_report(s, "1.1.7.b", "%s (%s) is a token, not an Altered card; no deck may hold it", c->ref,
                                c->name),
                v->others[i]);
    }
}

static size_t count_rarity(const alt_cards *db, const view *v, alt_rarity r)
{
    size_t n = 0;
    for (size_t i = 0; i < v->other_count; i++)
        n += db->cards[v->others[i]].rarity == r;
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
        int k = snprintf(out + used, size - used, "%s%s%s", i == 0 ? " (" : ", ", db->cards[v->heroes[i]].name,
                         i + 1 == v->hero_count ? ")" : "");
        if (k < 0)
            break;
        used += (size_t)k;
    }
    if (used >= size && size > 4)
        memcpy(out + size - 5, "...)", 5);
}

static void report_heroes(const alt_cards *db, const view *v, alt_deck_sink *s, const char *rule, const char *need)
{
    char names[96];
    hero_names(db, v, names, sizeof names);
    alt_violation *r = alt_deck_report(s, rule, "the deck has %zu Heroes%s; %s", v->hero_count, names, need);
    for (size_t i = 0; i < v->hero_count; i++)
        involve(r, v->heroes[i]);
}

/* Reports a count of cards of one rarity over its limit, naming them. */
static void report_rarity(const alt_cards *db, const view *v, alt_deck_sink *s, alt_rarity r, size_t max,
                          const char *rule, const char *word, const char *format)
{
    size_t n = count_rarity(db, v, r);
    if (n <= max)
        return;
    alt_violation *out = alt_deck_report(s, rule, "the deck has %zu %s cards; a %s deck has at most %zu", n, word,
                                         format, max);
    for (size_t i = 0; i < v->other_count; i++)
        if (db->cards[v->others[i]].rarity == r)
            involve(out, v->others[i]);
}

static void check_constructed(const alt_cards *db, alt_format f, const rule_numbers *rn, const view *v,
                              alt_deck_sink *s)
{
    const char *fname = alt_format_name(f);
    int singleton = f == ALT_FORMAT_SINGLETON;
    size_t total = v->other_count + v->hero_count;
    if (v->hero_count != 1) {
        char need[48];
        snprintf(need, sizeof need, "a %s deck needs exactly 1", fname);
        report_heroes(db, v, s, rn->one_hero, need);
    }
    if (rn == &edition_3 && v->other_count < CONSTRUCTED_MIN_TOTAL - 1)
        alt_deck_report(s, rn->min_size, "the deck has %zu cards besides its Hero; a %s deck needs at least %d",
                        v->other_count, fname, CONSTRUCTED_MIN_TOTAL - 1);   /* CR 3.0 counts them apart */
    if (rn == &edition_4 && total < CONSTRUCTED_MIN_TOTAL)
        alt_deck_report(s, rn->min_size, "the deck has %zu cards with its Hero; a %s deck needs at least %d", total,
                        fname, CONSTRUCTED_MIN_TOTAL);
    int max = singleton ? SINGLETON_MAX_TOTAL : CONSTRUCTED_MAX_TOTAL;
    if (total > (size_t)max)
        alt_deck_report(s, singleton ? "singleton" : rn->max_size,
                        "the deck has %zu cards with its Hero; a %s deck has at most %d", total, fname, max);

    if (v->hero_count == 1) {
        const alt_card_info *hero = &db->cards[v->heroes[0]];
        for (size_t i = 0; i < v->other_count; i++) {
            const alt_card_info *c = &db->cards[v->others[i]];
            if (is_token(c) || is_unique_family(c) || c->faction == hero->faction || seen_before(v->others, i))
                continue;
            involve(alt_deck_report(s, rn->faction, "%s (%s) is %s, but the Hero %s is %s", c->ref, c->name,
                                    faction_words[c->faction], hero->name, faction_words[hero->faction]),
                    v->others[i]);
        }
    }

    /* Cards of one name (CR 1.1.4.e, 3.0; 1.1.4.d, 4.0), in one pass: each
     * card's name number (cards.h) and position as one key, sorted, so that
     * a name's cards are adjacent and its first card leads them; then the
     * names over the limit are reported in deck order. */
    int name_max = singleton ? 1 : SAME_NAME_MAX;
    uint32_t keys[ALT_DECK_MAX];
    uint8_t same[ALT_DECK_MAX];   /* at a name's first card: its count; 0 elsewhere */
    size_t n = v->other_count;    /* at most ALT_DECK_MAX (check_structure) */
    _Static_assert(ALT_DECK_MAX <= 256, "a card's position fits a key's low byte");
    for (size_t i = 0; i < n; i++) {
        keys[i] = (uint32_t)alt_cards_name_number(db, v->others[i]) << 8 | (uint32_t)i;
        same[i] = 0;
    }
    for (size_t i = 1; i < n; i++) {   /* insertion sort: a name's copies come together */
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
        if (same[i] <= name_max)
            continue;
        uint16_t name = alt_cards_name_number(db, v->others[i]);
        alt_violation *r = alt_deck_report(s, singleton ? "singleton" : rn->same_name,
                                           "the deck has %u cards named %s; at most %d of a name", (unsigned)same[i],
                                           db->cards[v->others[i]].name, name_max);
        for (size_t j = 0; j < n; j++)
            if (alt_cards_name_number(db, v->others[j]) == name)
                involve(r, v->others[j]);
    }

    report_rarity(db, v, s, ALT_RARITY_RARE, RARE_MAX, rn->rares, "Rare", fname);
    report_rarity(db, v, s, ALT_RARITY_EXALTED, EXALTED_MAX, RULE_SEEDS, "Exalted", fname);
    if (f == ALT_FORMAT_NUC)
        report_rarity(db, v, s, ALT_RARITY_UNIQUE, 0, "nuc", "Unique", fname);
    else
        report_rarity(db, v, s, ALT_RARITY_UNIQUE, UNIQUE_MAX, rn->uniques, "Unique", fname);
}

static void check_limited(const alt_cards *db, int edition, const rule_numbers *rn, const view *v, alt_deck_sink *s)
{
    if (v->hero_count > LIMITED_MAX_HEROES)
        report_heroes(db, v, s, rn->limited_heroes, "a Limited deck has at most 1");
    if (edition >= 4 && v->other_count + v->hero_count < LIMITED_MIN_TOTAL_4)
        alt_deck_report(s, rn->limited_size, "the deck has %zu cards with its Hero; a Limited deck needs at least %d",
                        v->other_count + v->hero_count, LIMITED_MIN_TOTAL_4);
    if (edition < 4 && v->other_count < LIMITED_MIN_OTHERS_3)
        alt_deck_report(s, rn->limited_size, "the deck has %zu non-Hero cards; a Limited deck needs at least %d",
                        v->other_count, LIMITED_MIN_OTHERS_3);

    int present[ALT_FACTION__COUNT] = {0};
    for (size_t i = 0; i < v->hero_count; i++)
        present[db->cards[v->heroes[i]].faction] = 1;
    for (size_t i = 0; i < v->other_count; i++) {
        const alt_card_info *c = &db->cards[v->others[i]];
        if (!is_token(c) && !is_unique_family(c))
            present[c->faction] = 1;
    }
    present[ALT_FACTION_NE] = 0;   /* neutral is no faction (CR 2.2.9.b; 4.0 2.2.10.b) */
    int factions = 0;
    char list[80] = "";
    for (int f = 0; f < ALT_FACTION__COUNT; f++) {
        if (!present[f])
            continue;
        size_t used = strlen(list);
        snprintf(list + used, sizeof list - used, "%s%s", factions > 0 ? ", " : "", faction_words[f]);
        factions++;
    }
    if (factions > LIMITED_MAX_FACTIONS)
        alt_deck_report(s, rn->limited_factions, "the deck has cards of %d factions (%s); a Limited deck has at most %d",
                        factions, list, LIMITED_MAX_FACTIONS);
}

/* One note for the Unique cards read from their references: their
 * factions are their own (a Unique of the Lyra family may be Bravos). */
static void check_unique_factions(const alt_cards *db, alt_format f, const view *v, alt_deck_sink *s)
{
    size_t n = 0;
    char refs[96] = "";
    for (size_t i = 0; i < v->other_count; i++) {
        const alt_card_info *c = &db->cards[v->others[i]];
        if (!is_unique_family(c) || seen_before(v->others, i))
            continue;
        size_t used = strlen(refs);
        if (used + 2 < sizeof refs)
            snprintf(refs + used, sizeof refs - used, "%s%s", n ? ", " : "", c->name);
        n++;
    }
    if (n == 0)
        return;
    alt_violation *r = alt_deck_report(s, "unique",
                                       "Unique cards (%s) have factions of their own, which their references do not "
                                       "give: %s by the cards",
                                       refs, f == ALT_FORMAT_LIMITED ? "count each among the deck's factions"
                                                                     : "check each against the Hero's");
    if (r != NULL)
        r->note = 1;
    for (size_t i = 0; i < v->other_count; i++)
        if (is_unique_family(&db->cards[v->others[i]]))
            involve(r, v->others[i]);
}

/* "CORE_YZ_05" from a Unique family record ALT_COREKS_B_YZ_05_U: the set
 * (COREKS reads as CORE, whose designs it shares), faction and number. */
static void family_of(const char *ref, char *out, size_t size)
{
    out[0] = '\0';
    if (strncmp(ref, "ALT_", 4) != 0)
        return;
    const char *set = ref + 4, *p = strchr(set, '_');
    if (p == NULL || p[1] == '\0' || p[2] != '_')
        return;
    int set_len = (int)(p - set);
    const char *rest = p + 3;   /* FF_NN_U, or FF_NN_U_SERIAL for a Unique read from its record */
    const char *u = strchr(rest, '_');
    u = u != NULL ? strchr(u + 1, '_') : NULL;
    if (u == NULL)
        return;
    if (set_len == 6 && memcmp(set, "COREKS", 6) == 0)
        set_len = 4;
    snprintf(out, size, "%.*s_%.*s", set_len, set, (int)(u - rest), rest);
}

static int in_force(const alt_legal_info *l, alt_date date)
{
    return l->from <= date && (l->until == 0 || date < l->until);
}

/* The bans and suspensions in force on the date, for the Constructed
 * formats the entries name, each finding citing its entry and date. */
static void check_legality(const alt_cards *db, alt_date date, const view *v, alt_deck_sink *s)
{
    uint16_t all[ALT_DECK_MAX + 1];
    size_t n = 0;
    for (size_t i = 0; i < v->hero_count; i++)
        all[n++] = v->heroes[i];
    for (size_t i = 0; i < v->other_count; i++)
        all[n++] = v->others[i];
    for (size_t i = 0; i < n; i++) {
        if (seen_before(all, i))
            continue;
        const alt_card_info *c = &db->cards[all[i]];
        char family[32] = "";
        if (c->rarity == ALT_RARITY_UNIQUE)
            family_of(c->ref, family, sizeof family);
        int known_faction = !is_unique_family(c);   /* a Unique read from its record */
        for (size_t k = 0; k < db->legal_count; k++) {
            const alt_legal_info *l = &db->legal[k];
            if (!in_force(l, date))
                continue;
            int applies = l->design != ALT_CARD_NONE ? strcmp(db->cards[l->design].design, c->design) == 0 &&
                                                           c->rarity != ALT_RARITY_UNIQUE
                                                     : family[0] != '\0' && strcmp(l->family, family) == 0 &&
                                                           (!known_faction || l->faction == ALT_FACTION__COUNT ||
                                                            l->faction == c->faction);
            if (!applies)
                continue;
            char from[11], until[11];
            alt_date_format(l->from, from);
            alt_date_format(l->until, until);
            const char *status = l->banned ? "banned" : "suspended";
            alt_violation *r;
            if (l->design == ALT_CARD_NONE && l->faction != ALT_FACTION__COUNT && !known_faction) {
                r = alt_deck_report(s, status,
                                    "%s (%s): the %s ones of its family are %s in Constructed formats from %s%s%s "
                                    "(entry %s); its faction is its own, which its reference does not give",
                                    c->ref, c->name, faction_words[l->faction], status, from,
                                    l->until ? " until " : "", l->until ? until : "", l->entries);
                if (r != NULL)
                    r->note = 1;
            } else {
                r = alt_deck_report(s, status, "%s (%s) is %s in Constructed formats from %s%s%s (entry %s)", c->ref,
                                    c->name, status, from, l->until ? " until " : "", l->until ? until : "",
                                    l->entries);
            }
            involve(r, all[i]);
        }
    }
}

static int by_string(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* A pool format: each Unique card of the list must be in the pool. */
static void check_pool(const alt_deck_rules *rules, const alt_deck *deck, alt_deck_sink *s)
{
    const alt_deck_uniques *u = rules->uniques;
    for (size_t i = 0; u != NULL && i < u->count; i++) {
        const char *ref = u->at[i].ref;
        if (bsearch(&ref, rules->pool, rules->pool_count, sizeof *rules->pool, by_string) != NULL)
            continue;
        int seen = 0;
        for (size_t j = 0; j < i && !seen; j++)
            seen = strcmp(u->at[j].ref, ref) == 0;
        if (seen)
            continue;
        alt_violation *r = alt_deck_report(s, "pool", "%s is not in the format's pool of Unique cards", ref);
        if (r != NULL) {
            r->line = u->at[i].line;
            snprintf(r->ref, sizeof r->ref, "%s", ref);
            if (u->at[i].slot < deck->count)
                involve(r, deck->cards[u->at[i].slot]);
        }
    }
}

/* 1 when the deck breaks no rule that the checks above test, in one pass
 * over its cards; 0 when it may break one, and they say which. Every game
 * set up checks both decks, nearly always legal ones: this is that common
 * case's cost, the checks above the reporting of the rest. It reads one
 * word a card (cards.h, deck_word), not the card's record. It knows
 * Constructed and Limited; every other format goes to the checks. */
static int plainly_legal(const alt_cards *db, alt_format format, int edition, const alt_deck *deck)
{
    enum { NAME_SLOTS = 256 };   /* a power of two over twice ALT_DECK_MAX */
    _Static_assert(NAME_SLOTS >= 2 * ALT_DECK_MAX, "the name table has room");
    if (deck->count > ALT_DECK_MAX || (format != ALT_FORMAT_CONSTRUCTED && format != ALT_FORMAT_LIMITED))
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
            /* A second Hero, a token or a Unique read from its reference:
             * only a Mana token passes, and only in Limited. */
            if (constructed || !(w & ALT_DECK_W_TOKEN_MANA))
                return 0;
            continue;
        }
        if (!constructed) {
            factions |= 1u << (w >> ALT_DECK_W_FACTION_SHIFT & ALT_DECK_W_FACTION_MASK);
            continue;
        }
        if ((w & faction_bits) != hero_faction)
            return 0;   /* the Hero's faction, or no Hero */
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
        return heroes == 1 && others + 1 >= CONSTRUCTED_MIN_TOTAL && others + 1 <= CONSTRUCTED_MAX_TOTAL &&
               (rarities >> 8 * ALT_DECK_W_RARE_BYTE & 0xFF) <= RARE_MAX &&
               (rarities >> 8 * ALT_DECK_W_EXALTED_BYTE & 0xFF) <= EXALTED_MAX &&
               (rarities >> 8 * ALT_DECK_W_UNIQUE_BYTE & 0xFF) <= UNIQUE_MAX;
    if (heroes)
        factions |= 1u << (hero_faction >> ALT_DECK_W_FACTION_SHIFT);
    factions &= ~(1u << ALT_FACTION_NE);   /* neutral is no faction (CR 2.2.9.b; 4.0 2.2.10.b) */
    int nf = 0;
    for (; factions; factions &= factions - 1)
        nf++;
    int sized = edition >= 4 ? others + heroes >= LIMITED_MIN_TOTAL_4 : others >= LIMITED_MIN_OTHERS_3;
    return sized && nf <= LIMITED_MAX_FACTIONS;
}

/* Both paths, or the rules alone (fast 0). */
static size_t check(const alt_cards *db, const alt_deck_rules *rules, const alt_deck *deck, alt_violation *out,
                    size_t cap, int fast)
{
    alt_deck_sink s = {out, out != NULL ? cap : 0, 0};
    if (db == NULL || deck == NULL || rules == NULL) {
        alt_deck_report(&s, "argument", "no card database, rules or deck to check");
        return s.n;
    }
    alt_format format = rules->format;
    if ((unsigned)format >= ALT_FORMAT__COUNT) {
        alt_deck_report(&s, "argument", "format %d is none this build knows", (int)format);
        return s.n;
    }
    int edition = alt_ruleset_edition(rules->ruleset);
    if (edition == 0) {
        alt_deck_report(&s, "argument", "ruleset %d is none this build knows", (int)rules->ruleset);
        return s.n;
    }
    int extra = rules->date != 0 || rules->pool != NULL;
    if (fast && !extra && plainly_legal(db, format, edition, deck))
        return 0;
    const rule_numbers *rn = edition >= 4 ? &edition_4 : &edition_3;
    view v;
    check_structure(db, deck, &v, &s);
    check_hero_slot(db, deck, &v, &s);
    check_tokens(db, format, &v, &s);
    if (constructed_family(format))
        check_constructed(db, format, rn, &v, &s);
    else
        check_limited(db, edition, rn, &v, &s);
    check_unique_factions(db, format, &v, &s);
    if (rules->date != 0 && constructed_family(format))
        check_legality(db, rules->date, &v, &s);
    if (rules->pool != NULL)
        check_pool(rules, deck, &s);
    return s.n;
}

size_t alt_deck_check(const alt_cards *db, const alt_deck_rules *rules, const alt_deck *deck, alt_violation *out,
                      size_t cap)
{
    return check(db, rules, deck, out, cap, 1);
}

size_t alt_deck_validate(const alt_cards *db, alt_format format, const alt_deck *deck, alt_violation *out, size_t cap)
{
    alt_deck_rules rules;
    memset(&rules, 0, sizeof rules);
    rules.format = format;
    rules.ruleset = ALT_RULESET_DEFAULT;
    return check(db, &rules, deck, out, cap, 1);
}

size_t alt_deck_check_rules(const alt_cards *db, alt_format format, const alt_deck *deck, alt_violation *out,
                            size_t cap)
{
    alt_deck_rules rules;
    memset(&rules, 0, sizeof rules);
    rules.format = format;
    rules.ruleset = ALT_RULESET_DEFAULT;
    return check(db, &rules, deck, out, cap, 0);
}

int alt_deck_plainly_legal(const alt_cards *db, alt_format format, const alt_deck *deck)
{
    return db != NULL && deck != NULL && (unsigned)format < ALT_FORMAT__COUNT &&
           plainly_legal(db, format, alt_ruleset_edition(ALT_RULESET_DEFAULT), deck);
}

size_t alt_deck_violations(const alt_violation *v, size_t n, size_t cap)
{
    size_t violations = n;
    for (size_t i = 0; i < n && i < cap && v != NULL; i++)
        violations -= v[i].note != 0;
    return violations;
}
