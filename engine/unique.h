/*
 * unique.h: what the Unique modules share (unique.c composes a record's
 * parts into the ability encoding; unique_cards.c makes a game's card
 * database of base's records and the Uniques').
 */
#ifndef ALT_UNIQUE_H
#define ALT_UNIQUE_H

#include "cards.h"

enum { ALT_UNIQUE_ABILITIES_TEXT = 1536, ALT_UNIQUE_WHY = 176 };

/* A record composed: its abilities column, the keywords its parts give
 * unconditionally, and, when it is not supported, the first part that
 * stops it and why. */
typedef struct alt_unique_build {
    char abilities[ALT_UNIQUE_ABILITIES_TEXT];
    uint32_t keywords;
    uint8_t tough, scout;
    int supported;
    unsigned part;        /* the part refused, 0 for none */
    int slot;             /* 1 to 3: a main ability; 4: the support ability */
    char why[ALT_UNIQUE_WHY];
} alt_unique_build;

/* Composes the record's abilities for a card of this type (a Spell's
 * abilities with no trigger are its own effects). Returns out->supported. */
int alt_unique_compose(const alt_unique *u, alt_card_type type, alt_unique_build *out);

/* Whether a reference is a Unique card's (ALT_SET_P_FF_NN_U_SERIAL): the
 * length of its family part (up to the serial), or 0. */
size_t alt_unique_family_len(const char *ref, size_t len);
/* The record of a Unique card's family in db, ALT_SET_B_FF_NN_U (or, in a
 * database without Unique records, the family's Common, ALT_SET_B_FF_NN_C),
 * or ALT_CARD_NONE. */
uint16_t alt_unique_family(const alt_cards *db, const char *ref, size_t len);

/* What a game's database keeps of its Uniques (cards.h: alt_cards.uniques). */
struct alt_cards_uniques {
    const alt_cards *base;
    size_t count;
    alt_unique *records;
    char **texts;             /* each record's composed abilities column (its card's `abilities`) */
    char **canonical;         /* each record's compact form (alt_unique_format) */
    char (*why)[ALT_UNIQUE_WHY];
    unsigned *part;
    int *slot;
};

#endif
