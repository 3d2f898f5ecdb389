/*
 * rng.h: the one source of chance in a game.
 *
 * xoshiro256** seeded through splitmix64 (docs/rng.md specifies both, with
 * test vectors), so that any implementation can replay a log's shuffles.
 * The version string ALT_RNG_VERSION names this exact algorithm; a change to
 * it or to the order in which the engine draws is a new version.
 */
#ifndef ALT_RNG_H
#define ALT_RNG_H

#include <stdint.h>

void alt_rng_seed(uint64_t s[4], uint64_t seed);
uint64_t alt_rng_next(uint64_t s[4]);
/* Uniform in [0, n) by rejection, n >= 1. */
uint64_t alt_rng_below(uint64_t s[4], uint64_t n);
/* Fisher-Yates from the last element down. */
void alt_rng_shuffle(uint64_t s[4], uint8_t *a, int n);

#endif
