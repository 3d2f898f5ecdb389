/*
 * cache.h: a bounded LRU cache of game states, so that a client asking
 * about a growing game pays only for the steps it has not asked about yet.
 *
 * A game so far is named by its header (the XXH3-64 of the packed Header)
 * and its actions; an entry holds the state after the first k actions,
 * keyed by (header, k, XXH3-64 of those k 8-byte alt_action encodings
 * seeded with the header hash). A lookup tries the whole game first, then
 * the longest cached prefix among the few latest entries of the same
 * header. One mutex guards everything; states are copied in and out under
 * it, never shared.
 */
#ifndef JUDGED_CACHE_H
#define JUDGED_CACHE_H

#include <stddef.h>
#include <stdint.h>

#include "altered.h"

typedef struct judged_cache judged_cache;

typedef struct judged_cache_stats {
    uint64_t hits;          /* the whole game so far was cached */
    uint64_t partial_hits;  /* a shorter prefix was */
    uint64_t misses;        /* nothing was */
    uint64_t evictions;
    size_t entries;         /* states held now */
    size_t capacity;        /* states it may hold */
    size_t bytes;           /* the bound it was made with */
} judged_cache_stats;

enum { JUDGED_CACHE_PER_HEADER = 8 };   /* entries kept per game header */

/* A cache of at most bytes bytes; NULL when that holds no entry or memory
 * runs out. */
judged_cache *judged_cache_new(size_t bytes);
void judged_cache_destroy(judged_cache **c);

/* The longest cached prefix of the game (header, actions[0..n)): copies its
 * state into out (alt_game_size() bytes) and returns its length k <= n, or
 * returns -1 when no prefix is cached. Counts a hit, partial hit or miss. */
long judged_cache_find(judged_cache *c, uint64_t header, const alt_action *actions, size_t n, alt_game *out);
/* The same, counting no miss: a lookup that may be tried again another way
 * (the handler's fast path, before the full one). */
long judged_cache_probe(judged_cache *c, uint64_t header, const alt_action *actions, size_t n, alt_game *out);
/* Stores a copy of the state after actions[0..n), evicting the least
 * recently used entries (and a header's oldest beyond PER_HEADER). */
void judged_cache_put(judged_cache *c, uint64_t header, const alt_action *actions, size_t n, const alt_game *g);
void judged_cache_get_stats(judged_cache *c, judged_cache_stats *out);

#endif
