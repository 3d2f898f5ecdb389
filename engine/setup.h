/*
 * setup.h: the game as a whole, below the public API: setting up (game.c)
 * and the setup digest (hash.c), which positions (position.c) share.
 */
#ifndef ALT_SETUP_H
#define ALT_SETUP_H

#include "state.h"

/* Each region's terrain, from the Tumult cards' order and orientation. */
void alt_game_lay_regions(alt_game *g);
uint64_t alt_hash_setup_digest(const alt_cards *db, const alt_setup *setup);

#endif
