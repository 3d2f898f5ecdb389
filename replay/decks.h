/*
 * decks.h: the default decks that `altered-replay play` and `gen` use when
 * no deck file is given, as deck lists in the form players export them.
 */
#ifndef REPLAY_DECKS_H
#define REPLAY_DECKS_H

#include "altered.h"

/* Two Limited decks of cards the engine supports today (no Hero). */
extern const char *const replay_default_decks[2];

/* Loads the default deck for player p (0 or 1). */
alt_err replay_default_deck(const alt_cards *db, int p, alt_deck *out, char *msg, size_t msg_size);

#endif
