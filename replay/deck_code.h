/*
 * deck_code.h: community deck codes, the compact deck strings that deck
 * sites share (Taum/altered-deckfmt, FORMAT_SPEC.md, version 1): a bit
 * string of set groups, each card a faction, a number in the faction, a
 * rarity and its count, in Base64. docs/card-database.md ("Deck codes")
 * says what is read and written, and what not.
 */
#ifndef REPLAY_DECK_CODE_H
#define REPLAY_DECK_CODE_H

#include <stddef.h>

#include "altered.h"

enum { DECK_CODE_MAX = 4096 };   /* characters of a code this build reads */

/* Decodes a deck code into a deck list ("COUNT REFERENCE" lines, in the
 * code's order) written to list (NUL-terminated, at most size bytes).
 * Returns 0, or -1 with why in msg: not Base64, a version other than 1,
 * truncated, a set or faction code the format does not define, a count of 0. */
int deck_code_decode(const char *code, char *list, size_t size, char *msg, size_t msg_size);

/* Encodes a deck (the Hero first, then the cards in list order, each
 * reference once with its count) as a version 1 code, standard Base64 with
 * padding, written to out. Returns 0, or -1 with why in msg: a reference
 * the format cannot express (not ALT_<SET>_B_<FF>_<NN>_<RARITY>, a set it
 * does not number, a number past 31). */
int deck_code_encode(const alt_cards *db, const alt_deck *deck, char *out, size_t size, char *msg,
                     size_t msg_size);

#endif
