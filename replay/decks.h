/*
 * decks.h: the bundled decks that `altered-replay gen` and `play` use when
 * no deck file is given, as deck lists in the form players export them:
 * six Constructed decks with Heroes, one per faction (gen's default), and
 * two Limited decks without Heroes (play's default, benchmarks, the golden
 * game scan).
 */
#ifndef REPLAY_DECKS_H
#define REPLAY_DECKS_H

#include <stdint.h>

#include "altered.h"

/* Two Limited decks of cards the engine supports (no Hero). */
extern const char *const replay_limited_decks[2];

/* Loads the Limited deck of player p (0 or 1). */
alt_err replay_limited_deck(const alt_cards *db, int p, alt_deck *out, char *msg, size_t msg_size);

enum { REPLAY_HERO_DECKS = 6 };

/* The faction's name (0 Axiom, 1 Bravos, 2 Lyra, 3 Muna, 4 Ordis, 5 Yzmir). */
const char *replay_hero_deck_name(int faction);

/* Loads the Constructed deck with a Hero of that faction
 * (corpora/decks/constructed_<faction>.txt, compiled in). */
alt_err replay_hero_deck(const alt_cards *db, int faction, alt_deck *out, char *msg, size_t msg_size);

/* The factions game i (from 0) pits against each other: every ordered
 * pair of two different factions once in each run of 30 games. */
void replay_hero_pair(uint64_t game, int out[2]);

#endif
