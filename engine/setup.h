/*
 * setup.h: the game as a whole, below the public API: setting up (game.c)
 * and the setup digest (hash.c), which positions (position.c) share.
 */
#ifndef ALT_SETUP_H
#define ALT_SETUP_H

#include "state.h"

/* The first card of a deck (its Hero included) whose abilities use the
 * words of a later edition of the Complete Rules than `edition` (CR 4.0's
 * under a ruleset of 3.0: their state is encoding 6's), or NULL. */
const char *alt_game_card_past_edition(const alt_cards *db, const alt_deck *d, int edition);
/* The first card of a deck whose abilities keep state that state hash
 * encoding `enc` cannot record (subtypes gained: 7 on; what happened
 * this turn: 8 on), or NULL; *needs, the encoding it needs. */
const char *alt_game_card_past_encoding(const alt_cards *db, const alt_deck *d, unsigned enc, unsigned *needs);
/* A game's database holds the records of its decks' Uniques and no
 * other (a position names each by a card of the decks): the first
 * record no deck holds, or -1. */
long alt_game_unheld_unique(const alt_cards *db, const alt_setup *setup);
/* Each region's terrain, from the Tumult cards' order and orientation. */
void alt_game_lay_regions(alt_game *g);
uint64_t alt_hash_setup_digest(const alt_cards *db, const alt_setup *setup);
/* The game before its setup's chance (CR 4.1.b): each Deck in list order,
 * nothing else; g zeroed. What a recorded game's setup runs from. */
void alt_game_lay_out(alt_game *g, const alt_cards *db, const alt_setup *setup);
/* The setup's chance and what follows it (CR 4.1.c to 4.1.k), on a game
 * laid out by alt_game_new: up to the first Mana pick. */
void alt_game_run_setup(alt_game *g);
/* Runs a recorded game's waiting answer (or its setup) with the outcomes
 * given (answer.c): 1 done, 0 a chance decision waits, -1 the outcomes
 * given do not fit (a bad position). */
int alt_game_run_recorded(alt_game *g);

#endif
