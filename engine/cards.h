/*
 * cards.h: the card database's layout, for the engine's own modules.
 *
 * altered.h keeps struct alt_cards opaque to clients; engine modules (deck
 * checks, the game) read it directly through this header instead of paying a
 * call per lookup. The database is immutable once parsed: one copy of the
 * text whose fields are NUL-terminated in place, the records in file order,
 * and what parsing derives once so that setting up a game compares no
 * strings: a hash table of references for alt_cards_find, each reference's
 * length, and each record's name as a number.
 */
#ifndef ALT_CARDS_H
#define ALT_CARDS_H

#include "altered.h"
#include "ability.h"

enum {
    ALT_CARDS_MAX = 0xFFFE,        /* records; indices stay below ALT_CARD_NONE */
    ALT_CARDS_REF_MAX = 63,        /* bytes in a reference */
    ALT_CARDS_VERSION_MAX = 31,    /* bytes in the db-version */
    ALT_CARDS_NUMBER_MAX = 99,     /* largest cost, statistic, limit or keyword X */
    /* Bytes a reference has in ref_text: the longest one and its NUL. */
    ALT_CARDS_REF_ROOM = ALT_CARDS_REF_MAX + 1
};

enum { ALT_CARDS_FX_WORDS = 5 };   /* static_fx's words per record */
enum { ALT_CARDS_TRIG_WORDS = 2 }; /* triggers' words per record */

struct alt_cards {
    char *text;               /* the parsed copy: fields NUL-terminated in place */
    alt_card_info *cards;     /* count records, in file order */
    size_t count;
    /* alt_cards_find's table: open addressing with linear probing,
     * ref_mask + 1 slots (a power of two at least twice count, so a probe
     * ends soon). A slot holds a record's index in its low 16 bits
     * (ALT_CARD_NONE: empty) and its reference's length above them, so
     * that a probe reads the slot and then the reference, nothing between:
     * every game set up looks up each card of both decks. */
    uint32_t *ref_slots;
    size_t ref_mask;
    uint8_t *ref_len;         /* strlen of each record's reference */
    /* Each record's reference again, at index * ALT_CARDS_REF_ROOM, the
     * room past its NUL zero: found by arithmetic instead of through the
     * record, and every ALT_CARDS_REF_ROOM bytes from its start readable,
     * so that it is compared and copied in whole words (hash.c's setup
     * digest). */
    char *ref_text;
    /* What a deck check reads of each record, in one word (ALT_DECK_W_*):
     * both decks of every game set up are checked, card by card. */
    uint64_t *deck_word;
    alt_ability *abilities;   /* ALT_ABILITIES_MAX slots per record */
    uint8_t *ability_count;   /* abilities of each record */
    /* ALT_CARDS_FX_WORDS words per record: bit e set when one of its passives
     * (ALT_TRIG_STATIC) has effect e. The passives' questions ask it of
     * every card in play at every step; one bit test answers most. */
    uint64_t *static_fx;
    /* The static_fx of every token record together: a game can create any
     * token its cards name, so its passives may come into play
     * (alt_state_note_statics). */
    uint64_t token_static_fx[ALT_CARDS_FX_WORDS];
    uint64_t token_triggers[ALT_CARDS_TRIG_WORDS];  /* the triggers of every token record together */
    /* ALT_CARDS_TRIG_WORDS words per record: bit t set when one of its
     * abilities has trigger t: an event asks every card in play whether it
     * reacts, and most do not. */
    uint64_t *triggers;
    /* Per record, the highest edition of the Complete Rules whose words
     * one of its abilities needs (alt_ability_edition; 0 without
     * abilities): every game set up asks it of both decks' cards. */
    uint8_t *edition;
    uint8_t max_edition;      /* the highest of them: a game under it asks no card */
    /* Whether any record has an ability that reads what happened this turn
     * (alt_ability_reads_turn): a game hashed over an encoding before 8
     * looks for one in its decks only then (game.c). */
    uint8_t reads_turn;
    const char *version;      /* the db-version of the magic line */
    uint64_t digest;          /* XXH3-64 of the text as given, before parsing */
    int format;               /* the magic line's format number, 1 or 2 */
    /* Versions (format 2): a reference's records are adjacent, oldest
     * first; first[i] is the first of record i's reference. The reference
     * table holds each reference's newest. */
    uint16_t *first;
    /* Earlier spellings of references ("alias" lines), sorted by spelling. */
    struct alt_cards_alias {
        const char *spelling;
        uint16_t target;
    } *aliases;
    size_t alias_count;
    alt_set_info *sets;
    size_t set_count;
    alt_legal_info *legal;
    size_t legal_count;
    alt_history_info *history;   /* sorted by reference, then date */
    size_t history_count;
    /* A game's database (unique_cards.c): base's records, then its Unique
     * records; the text, versions, sets, bans and history are base's and
     * stay base's (alt_cards_destroy frees only what is its own). NULL
     * for a database parsed from text. */
    struct alt_cards_uniques *uniques;
};

/* A record's deck word: its name number in the low 16 bits (the lowest
 * index of a record with the same name: two records have the same name
 * exactly when they have the same number, and CR 1.1.4.e (4.0 1.1.4.d) counts by name,
 * so deck checks compare numbers), its faction above them, then flags; in
 * the high 32 bits, one in the byte of its rarity when that is limited
 * (Rare, Exalted, Unique), so that adding the words' high halves counts the
 * three at once. */
enum {
    ALT_DECK_W_FACTION_SHIFT = 16,
    ALT_DECK_W_FACTION_MASK = 0xF,
    ALT_DECK_W_PLAIN = 1u << 20,        /* neither a Hero, a token, nor a Unique read from its reference */
    ALT_DECK_W_TOKEN_MANA = 1u << 21,   /* a Mana token */
    ALT_DECK_W_HERO = 1u << 22,         /* a Hero */
    ALT_DECK_W_PLAYED = 1u << 23,       /* supported: the engine plays it (alt_deck_playable's one pass) */
    ALT_DECK_W_RARITY_SHIFT = 32,       /* then byte 0 Rare, 1 Exalted, 2 Unique */
    ALT_DECK_W_RARE_BYTE = 0,
    ALT_DECK_W_EXALTED_BYTE = 1,
    ALT_DECK_W_UNIQUE_BYTE = 2
};
_Static_assert(ALT_FACTION__COUNT <= ALT_DECK_W_FACTION_MASK + 1, "a faction fits its bits");
_Static_assert(ALT_DECK_MAX < 256, "a rarity's count over a whole deck fits its byte");

/* Record i's name number (the deck word's low 16 bits). */
static inline uint16_t alt_cards_name_number(const alt_cards *db, uint16_t i)
{
    return (uint16_t)db->deck_word[i];
}

_Static_assert(ALT_FX__COUNT <= 64 * ALT_CARDS_FX_WORDS, "static_fx holds every effect's bit per record");

/* Whether record i has a passive (ALT_TRIG_STATIC) with effect fx. */
static inline int alt_cards_has_static(const alt_cards *db, uint16_t i, alt_effect fx)
{
    return (int)((db->static_fx[(size_t)i * ALT_CARDS_FX_WORDS + ((unsigned)fx >> 6)] >> ((unsigned)fx & 63)) & 1);
}

_Static_assert(ALT_TRIG__COUNT <= 64 * ALT_CARDS_TRIG_WORDS, "triggers holds every trigger's bit per record");

/* Whether record i has an ability with trigger t. */
static inline int alt_cards_has_trigger(const alt_cards *db, uint16_t i, alt_trigger t)
{
    return (int)((db->triggers[(size_t)i * ALT_CARDS_TRIG_WORDS + ((unsigned)t >> 6)] >> ((unsigned)t & 63)) & 1);
}

/* The token record of reference ref in database ctx, or ALT_CARD_NONE:
 * the ability parser's lookup, for a database's abilities and a game's
 * Unique records alike. */
uint16_t alt_cards_find_token(void *ctx, const char *ref);
/* Whether ability a's token is of the kind its effect creates: a token
 * Character for token, a token Permanent for landmark_token. */
int alt_cards_token_fits(const alt_cards *db, const alt_ability *a);

/* Record i's ability a (already in db->abilities) noted in the words
 * above (triggers, static_fx, edition): by the parse of a database and of
 * a game's Unique records alike. */
void alt_cards_note_ability(alt_cards *db, size_t i, const alt_ability *a);

/* Whether record i is its reference's only version (format 1 always):
 * alt_cards_on has nothing to choose. */
static inline int alt_cards_single_version(const alt_cards *db, uint16_t i)
{
    return db->first == NULL ||
           (db->first[i] == i && ((size_t)i + 1 >= db->count || db->first[i + 1] != i));
}

/* The abilities of record i. */
static inline const alt_ability *alt_cards_abilities(const alt_cards *db, uint16_t i, int *count)
{
    *count = db->ability_count[i];
    return &db->abilities[(size_t)i * ALT_ABILITIES_MAX];
}

/* Whether record i has an ability, of any trigger, with effect fx: a
 * look at each, for the questions rare paths ask (a passive's is
 * alt_cards_has_static, one bit). */
static inline int alt_cards_has_effect(const alt_cards *db, uint16_t i, alt_effect fx)
{
    int n;
    const alt_ability *list = alt_cards_abilities(db, i, &n);
    for (int k = 0; k < n; k++)
        if (list[k].effect == fx)
            return 1;
    return 0;
}

/* What parsing a format 2 database keeps until every record is read
 * (cards_lines.c): where each alias and design-scoped ban points, and the
 * lines that name them, for the error's line. */
typedef struct alt_cards_pending {
    size_t set_cap, alias_cap, legal_cap, history_cap;
    size_t alias_n, alias_pcap, alias_tcap;
    size_t *alias_line;
    const char **alias_target;
    size_t legal_n, legal_dcap, legal_lcap;
    const char **legal_design;
    size_t *legal_line;
} alt_cards_pending;

/* A format 2 line that is not a record: 1 when it was one (set, alias,
 * legal, history) and is kept, 0 when it is a record, -1 when it is
 * malformed, -2 when memory runs out. */
int alt_cards_line(alt_cards *db, alt_cards_pending *pend, char *line, size_t lineno);
void alt_cards_pending_free(alt_cards_pending *pend);
/* An earlier spelling's record (sorted aliases), or ALT_CARD_NONE. */
uint16_t alt_cards_find_alias(const alt_cards *db, const char *ref);
/* The reference table (ref_slots, ref_mask) of db's records, from their
 * ref_text and ref_len: what a game's database with Unique records
 * (unique_cards.c) builds again. Returns 0, or -1 when memory runs out. */
int alt_cards_index_refs(alt_cards *db);
/* Frees a game's database (unique_cards.c): what is its own, not base's. */
void alt_cards_uniques_free(alt_cards *db);

/* The bundled databases' texts, generated into the build tree from
 * cards/altered.tsv and cards/beyond_the_gates.tsv (cmake/embed_text.cmake).
 * Each array holds its _len bytes and then a NUL. */
extern const char alt_bundled_cards_text[];
extern const size_t alt_bundled_cards_len;
extern const char alt_bundled_btg4_text[];
extern const size_t alt_bundled_btg4_len;

#endif
