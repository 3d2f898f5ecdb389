/*
 * unique_cards.c: a game's card database, base's records and then one
 * record per Unique card of the game (altered.h, alt_cards_with_uniques).
 *
 * No database can hold the Uniques (there are millions); a game holds the
 * few its decks name. The engine reads every card through one alt_cards,
 * indexed by record, so a game with Uniques gets a database of its own:
 * base's per-record tables copied with the Uniques' rows after them, its
 * strings, sets, bans and history base's, shared. It is built once as the
 * game is set up (or a log or a position read), never while a game steps,
 * and a game without Uniques keeps using base itself.
 */
#include "unique.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static alt_err fail(char *msg, size_t size, alt_err err, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
static alt_err fail(char *msg, size_t size, alt_err err, const char *fmt, ...)
{
    if (msg != NULL && size > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(msg, size, fmt, ap);
        va_end(ap);
    }
    return err;
}


/* Copies n elements of base's per-record table into a new one of room
 * elements, the rest zero. */
static void *grown(const void *src, size_t n, size_t room, size_t size)
{
    void *p = calloc(room ? room : 1, size);
    if (p != NULL && src != NULL && n > 0)
        memcpy(p, src, n * size);
    return p;
}

/* Fills record `at` of db from Unique u: its family's facts, its own. */
static alt_err add_unique(alt_cards *db, size_t at, size_t k, const alt_unique *u, char *msg, size_t msg_size)
{
    struct alt_cards_uniques *un = db->uniques;
    const alt_cards *base = un->base;
    uint16_t family = alt_unique_family(base, u->ref, strlen(u->ref));
    if (family == ALT_CARD_NONE)
        return fail(msg, msg_size, ALT_E_UNKNOWN_CARD, "%s: the card database %s holds no card of its family", u->ref,
                    base->version);
    const alt_card_info *f = &base->cards[family];
    if (f->type == ALT_TYPE_CHARACTER && u->forest < 0)
        return fail(msg, msg_size, ALT_E_PARSE, "%s: a Character's record gives its statistics (power=F/M/W)", u->ref);
    if (f->type != ALT_TYPE_CHARACTER && u->forest >= 0)
        return fail(msg, msg_size, ALT_E_PARSE, "%s: %s is no Character, and has no statistics (power=)", u->ref,
                    f->name);
    alt_unique_build b;
    alt_unique_compose(u, f->type, &b);
    alt_card_info *c = &db->cards[at];
    *c = *f;
    c->ref = un->records[k].ref;
    c->rarity = ALT_RARITY_UNIQUE;
    c->faction = u->faction;
    c->hand_cost = u->hand_cost;
    c->reserve_cost = u->reserve_cost;
    c->forest = u->forest < 0 ? 0 : u->forest;
    c->mountain = u->mountain < 0 ? 0 : u->mountain;
    c->water = u->water < 0 ? 0 : u->water;
    c->keywords = (f->keywords & (ALT_KW_LANDMARK | ALT_KW_GEAR | ALT_KW_TOKEN)) | b.keywords;
    c->tough = b.tough;
    c->scout = b.scout;
    c->from = 0;
    size_t len = strlen(b.abilities);
    un->texts[k] = malloc(len + 1);
    if (un->texts[k] == NULL)
        return ALT_E_NOMEM;
    memcpy(un->texts[k], b.abilities, len + 1);
    char canonical[ALT_UNIQUE_TEXT_MAX + 1];
    size_t clen = alt_unique_format(u, canonical, sizeof canonical);
    if ((un->canonical[k] = malloc(clen + 1)) == NULL)
        return ALT_E_NOMEM;
    memcpy(un->canonical[k], canonical, clen + 1);
    c->abilities = un->texts[k];
    un->part[k] = b.part;
    un->slot[k] = b.slot;
    snprintf(un->why[k], sizeof un->why[k], "%s", b.why);
    c->supported = 0;
    if (b.supported) {
        int n = len ? alt_ability_parse(c->abilities, &db->abilities[at * ALT_ABILITIES_MAX], alt_cards_find_token, db) : 0;
        for (int j = 0; j < n; j++)
            if (!alt_cards_token_fits(db, &db->abilities[at * ALT_ABILITIES_MAX + (size_t)j]))
                n = -1;                         /* a token of another kind than its effect makes */
        if (n < 0) {
            /* The composer wrote what the parser does not read: a defect
             * of this build, refused rather than misread. */
            un->part[k] = 0;
            un->slot[k] = 1;
            snprintf(un->why[k], sizeof un->why[k], "its parts compose to an encoding this build cannot read: %.100s",
                     c->abilities);
        } else {
            db->ability_count[at] = (uint8_t)n;
            for (int j = 0; j < n; j++)
                alt_cards_note_ability(db, at, &db->abilities[at * ALT_ABILITIES_MAX + (size_t)j]);
            c->supported = 1;
        }
    }
    /* The deck word (cards.h): its family's name, its own faction, a
     * Unique, and a plain card: its faction is known. */
    uint64_t w = (base->deck_word[family] & 0xFFFF) | (uint64_t)c->faction << ALT_DECK_W_FACTION_SHIFT |
                 (uint64_t)1 << (ALT_DECK_W_RARITY_SHIFT + 8 * ALT_DECK_W_UNIQUE_BYTE);
    if (!(c->keywords & ALT_KW_TOKEN))
        w |= ALT_DECK_W_PLAIN;
    if (c->supported)
        w |= ALT_DECK_W_PLAYED;
    db->deck_word[at] = w;
    db->ref_len[at] = (uint8_t)strlen(c->ref);
    memcpy(db->ref_text + at * ALT_CARDS_REF_ROOM, c->ref, db->ref_len[at]);
    if (db->first != NULL)
        db->first[at] = (uint16_t)at;
    return ALT_OK;
}

alt_err alt_cards_with_uniques(const alt_cards *base, const alt_unique *u, size_t n, alt_cards **out, char *msg,
                               size_t msg_size)
{
    if (msg != NULL && msg_size > 0)
        msg[0] = '\0';
    if (out == NULL)
        return ALT_E_ARG;
    *out = NULL;
    if (base == NULL || (u == NULL && n > 0))
        return ALT_E_ARG;
    if (base->uniques != NULL)
        return fail(msg, msg_size, ALT_E_ARG, "a game's database is made from a parsed one, not from another game's");
    if (n > ALT_UNIQUES_MAX)
        return fail(msg, msg_size, ALT_E_CAPACITY, "%zu Unique records: a game holds at most %d", n,
                    (int)ALT_UNIQUES_MAX);
    for (size_t i = 0; i < n; i++) {
        alt_err err = alt_unique_check(&u[i], msg, msg_size);
        if (err != ALT_OK)
            return err;
    }
    size_t count = base->count + n;
    if (count > ALT_CARDS_MAX)
        return fail(msg, msg_size, ALT_E_CAPACITY, "%zu records and %zu Uniques: more than a database holds",
                    base->count, n);
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < i; j++)
            if (strcmp(u[i].ref, u[j].ref) == 0)
                return fail(msg, msg_size, ALT_E_PARSE, "%s: two records of one Unique", u[i].ref);
    alt_cards *db = calloc(1, sizeof *db);
    struct alt_cards_uniques *un = calloc(1, sizeof *un);
    if (db == NULL || un == NULL) {
        free(db);
        free(un);
        return ALT_E_NOMEM;
    }
    *db = *base;   /* text, version, digest, format, sets, bans, history, aliases: base's */
    db->uniques = un;
    db->count = count;
    un->base = base;
    un->count = n;
    db->cards = grown(base->cards, base->count, count, sizeof *db->cards);
    db->ref_len = grown(base->ref_len, base->count, count, 1);
    db->ref_text = grown(base->ref_text, base->count, count, ALT_CARDS_REF_ROOM);
    db->deck_word = grown(base->deck_word, base->count, count, sizeof *db->deck_word);
    db->abilities = grown(base->abilities, base->count * ALT_ABILITIES_MAX, count * ALT_ABILITIES_MAX,
                          sizeof *db->abilities);
    db->ability_count = grown(base->ability_count, base->count, count, 1);
    db->static_fx = grown(base->static_fx, base->count * ALT_CARDS_FX_WORDS, count * ALT_CARDS_FX_WORDS, sizeof *db->static_fx);
    db->triggers = grown(base->triggers, base->count * ALT_CARDS_TRIG_WORDS, count * ALT_CARDS_TRIG_WORDS,
                         sizeof *db->triggers);
    db->edition = grown(base->edition, base->count, count, 1);
    db->first = base->first != NULL ? grown(base->first, base->count, count, sizeof *db->first) : NULL;
    db->ref_slots = NULL;
    un->records = grown(u, n, n, sizeof *u);
    un->texts = calloc(n ? n : 1, sizeof *un->texts);
    un->canonical = calloc(n ? n : 1, sizeof *un->canonical);
    un->why = calloc(n ? n : 1, sizeof *un->why);
    un->part = calloc(n ? n : 1, sizeof *un->part);
    un->slot = calloc(n ? n : 1, sizeof *un->slot);
    if (db->cards == NULL || db->ref_len == NULL || db->ref_text == NULL || db->deck_word == NULL ||
        db->abilities == NULL || db->ability_count == NULL || db->static_fx == NULL || db->triggers == NULL ||
        db->edition == NULL || (base->first != NULL && db->first == NULL) || un->records == NULL || un->texts == NULL || un->why == NULL ||
        un->part == NULL || un->slot == NULL || un->canonical == NULL) {
        alt_cards_uniques_free(db);
        return ALT_E_NOMEM;
    }
    /* Each record as its compact form says it: the slots it does not use
     * zeroed, so that what a position carries of it is that alone. */
    for (size_t k = 0; k < n; k++) {
        alt_unique *r = &un->records[k];
        alt_unique clean;
        memset(&clean, 0, sizeof clean);
        memcpy(clean.ref, r->ref, strlen(r->ref) + 1);
        clean.faction = r->faction;
        clean.hand_cost = r->hand_cost;
        clean.reserve_cost = r->reserve_cost;
        clean.forest = r->forest;
        clean.mountain = r->mountain;
        clean.water = r->water;
        clean.main_count = r->main_count;
        memcpy(clean.main, r->main, r->main_count * sizeof r->main[0]);
        clean.has_support = r->has_support;
        if (r->has_support)
            clean.support = r->support;
        *r = clean;
    }
    /* The references first, so that a Unique's abilities find their
     * tokens (base's) through the new table. */
    for (size_t k = 0; k < n; k++) {
        size_t at = base->count + k;
        size_t len = strlen(u[k].ref);
        db->ref_len[at] = (uint8_t)len;
        memcpy(db->ref_text + at * ALT_CARDS_REF_ROOM, u[k].ref, len);
    }
    if (alt_cards_index_refs(db) != 0) {
        alt_cards_uniques_free(db);
        return ALT_E_NOMEM;
    }
    for (size_t k = 0; k < n; k++) {
        /* A Unique's reference is no base record's: a record says what
         * one card is, and a database cannot say it twice. */
        if (alt_cards_find(base, u[k].ref) != ALT_CARD_NONE) {
            alt_cards_uniques_free(db);
            return fail(msg, msg_size, ALT_E_PARSE, "%s: the card database holds this reference already", u[k].ref);
        }
        alt_err err = add_unique(db, base->count + k, k, &u[k], msg, msg_size);
        if (err != ALT_OK) {
            alt_cards_uniques_free(db);
            return err;
        }
    }
    *out = db;
    return ALT_OK;
}

size_t alt_cards_unique_count(const alt_cards *db)
{
    return db != NULL && db->uniques != NULL ? db->uniques->count : 0;
}

const alt_unique *alt_cards_unique(const alt_cards *db, size_t i)
{
    return i < alt_cards_unique_count(db) ? &db->uniques->records[i] : NULL;
}

const char *const *alt_cards_unique_texts(const alt_cards *db)
{
    return alt_cards_unique_count(db) ? (const char *const *)db->uniques->canonical : NULL;
}

const alt_cards *alt_cards_base(const alt_cards *db)
{
    return db != NULL && db->uniques != NULL ? db->uniques->base : db;
}

const char *alt_cards_unique_refusal(const alt_cards *db, uint16_t index, unsigned *part, int *slot)
{
    if (part != NULL)
        *part = 0;
    if (slot != NULL)
        *slot = 0;
    if (db == NULL || db->uniques == NULL || index < db->uniques->base->count || index >= db->count ||
        db->cards[index].supported)
        return NULL;
    size_t k = index - db->uniques->base->count;
    if (part != NULL)
        *part = db->uniques->part[k];
    if (slot != NULL)
        *slot = db->uniques->slot[k];
    return db->uniques->why[k];
}
