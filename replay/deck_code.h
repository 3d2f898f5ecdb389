/*
 * deck_code.h: community deck codes, the compact deck strings that deck
 * sites share (Taum/altered-deckfmt): its standard format (FORMAT_SPEC.md,
 * version 1), a bit string of set groups, each card a faction, a number in
 * the faction, a rarity and its count; and its Compact format
 * (FORMAT_SPEC_COMPACT.md, version 2), faction groups without the set, which
 * the reader finds from the card's faction and number. Base64 either way.
 * docs/card-database.md ("Deck codes") says what is read and written, and
 * what not.
 */
#ifndef REPLAY_DECK_CODE_H
#define REPLAY_DECK_CODE_H

#include <stddef.h>

#include "altered.h"

enum { DECK_CODE_MAX = 4096 };   /* characters of a code this build reads */

/* The two variants, numbered as the code's version field numbers them. */
typedef enum deck_code_variant {
    DECK_CODE_STANDARD = 1,   /* FORMAT_SPEC.md: lossless, the set in each group */
    DECK_CODE_COMPACT = 2     /* FORMAT_SPEC_COMPACT.md: booster prints, sets from db */
} deck_code_variant;

/* Decodes a deck code of either variant, told apart by its version field,
 * into a deck list ("COUNT REFERENCE" lines, in the code's order) written to
 * list (NUL-terminated, at most size bytes); *variant (when not NULL) says
 * which it was. A compact code leaves the set out, so db (the cards whose
 * sets it finds) is needed for one; a standard code reads without (NULL).
 * Returns 0, or -1 with why in msg: not Base64, a version other than 1 or 2,
 * truncated, bytes after the last card, reserved bits set, a set, faction or
 * card the format or db does not define, a count of 0 (compact), a Unique
 * numbered 0. */
int deck_code_decode(const alt_cards *db, const char *code, char *list, size_t size,
                     deck_code_variant *variant, char *msg, size_t msg_size);

/* Encodes a deck as a code of the variant written to out. Standard: the
 * Hero first, then the cards in list order, each reference once with its
 * count, standard Base64 with padding. Compact: grouped by faction and
 * sorted by number as the format requires, the prints of one card in two
 * sets (CORE and COREKS) counted together, Base64url without padding.
 * Returns 0, or -1 with why in msg: a reference the variant cannot express
 * (standard: not ALT_<SET>_B_<FF>_<NN>_<RARITY>, a set it does not number, a
 * number past 31; compact: a number outside 1 to 256, a card whose faction
 * and number db does not hold). */
int deck_code_encode(const alt_cards *db, const alt_deck *deck, const alt_deck_uniques *uniques,
                     deck_code_variant variant, char *out, size_t size, char *msg, size_t msg_size);

#endif
