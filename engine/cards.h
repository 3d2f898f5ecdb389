/*
 * cards.h: the card database's layout, for the engine's own modules.
 *
 * altered.h keeps struct alt_cards opaque to clients; engine modules (deck
 * checks, the game) read it directly through this header instead of paying a
 * call per lookup. The database is immutable once parsed: one copy of the
 * text whose fields are NUL-terminated in place, the records in file order,
 * and an index sorted by reference for alt_cards_find.
 */
#ifndef ALT_CARDS_H
#define ALT_CARDS_H

#include "altered.h"
#include "ability.h"

enum {
    ALT_CARDS_MAX = 0xFFFE,        /* records; indices stay below ALT_CARD_NONE */
    ALT_CARDS_REF_MAX = 63,        /* bytes in a reference */
    ALT_CARDS_VERSION_MAX = 31,    /* bytes in the db-version */
    ALT_CARDS_NUMBER_MAX = 99      /* largest cost, statistic, limit or keyword X */
};

/* One entry of the reference index. */
typedef struct alt_cards_ref {
    const char *ref;
    uint16_t index;
} alt_cards_ref;

struct alt_cards {
    char *text;               /* the parsed copy: fields NUL-terminated in place */
    alt_card_info *cards;     /* count records, in file order */
    alt_cards_ref *by_ref;    /* count entries, sorted by reference (strcmp) */
    size_t count;
    alt_ability *abilities;   /* ALT_ABILITIES_MAX slots per record */
    uint8_t *ability_count;   /* abilities of each record */
    const char *version;      /* the db-version of the magic line */
    uint64_t digest;          /* XXH3-64 of the text as given, before parsing */
};

/* The abilities of record i. */
static inline const alt_ability *alt_cards_abilities(const alt_cards *db, uint16_t i, int *count)
{
    *count = db->ability_count[i];
    return &db->abilities[(size_t)i * ALT_ABILITIES_MAX];
}

/* The bundled database's text, generated into the build tree from
 * cards/beyond_the_gates.tsv (cmake/embed_text.cmake). The array holds
 * alt_bundled_cards_len bytes and then a NUL. */
extern const char alt_bundled_cards_text[];
extern const size_t alt_bundled_cards_len;

#endif
