/*
 * chooser.h: the second seeded RNG that picks random legal answers for
 * self-play (`play`, `gen`). Kept apart from the game's RNG so that the
 * game's chance never depends on how answers were chosen.
 */
#ifndef REPLAY_CHOOSER_H
#define REPLAY_CHOOSER_H

#include <stddef.h>
#include <stdint.h>

typedef struct replay_chooser {
    uint64_t state;
} replay_chooser;

void replay_chooser_seed(replay_chooser *c, uint64_t seed);
/* An index in [0, n), n >= 1. */
size_t replay_chooser_pick(replay_chooser *c, size_t n);

#endif
