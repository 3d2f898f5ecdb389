/*
 * cache.h: a bounded LRU cache of game states, so that a client asking
 * about a growing game pays only for the steps it has not asked about yet.
 *
 * A game so far is named by its header (the XXH3-64 of the packed Header)
 * and its actions as they are sent: the bytes a canonical encoder writes
 * for them (judged_cache_game). An entry holds the state after the first k
 * actions, keyed by (header, the length of those k actions' bytes, their
 * XXH3-64 seeded with the header hash). Keying by the bytes lets a request
 * found in the cache be answered without decoding, or even counting, the
 * actions it shares with the entry: equal bytes are equal actions, checked
 * when the entry was made. A lookup tries the whole game first, then
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

/* A game so far as the cache names it. bytes: its actions as GameSoFar
 * field 2 on the wire, each Action's tag, length and fields one after
 * another, as a canonical encoder writes them (the fields in order, zeros
 * left out, shortest varints); not owned. */
typedef struct judged_cache_game {
    uint64_t header;         /* XXH3-64 of the packed Header */
    const uint8_t *bytes;
    size_t len;
} judged_cache_game;

/* A cache of at most bytes bytes; NULL when that holds no entry or memory
 * runs out. */
judged_cache *judged_cache_new(size_t bytes);
void judged_cache_destroy(judged_cache **c);

/* The longest cached prefix of the game: copies its state into out
 * (alt_game_size() bytes), sets *k_len (unless NULL) to the length of its
 * actions' bytes, and returns its number of actions k, or returns -1 when
 * no prefix is cached. Counts a hit, partial hit or miss. */
long judged_cache_find(judged_cache *c, const judged_cache_game *g, alt_game *out, size_t *k_len);
/* The same, counting nothing: a lookup that may be given up and tried
 * again another way (the handler's fast path, before the full one), which
 * judged_cache_count_hit counts once it has answered. */
long judged_cache_probe(judged_cache *c, const judged_cache_game *g, alt_game *out, size_t *k_len);
void judged_cache_count_hit(judged_cache *c, int whole);
/* Stores a copy of state, the state after the first k actions of g, which
 * are its first k_len bytes, evicting the least recently used entries (and
 * a header's oldest beyond PER_HEADER). */
void judged_cache_put(judged_cache *c, const judged_cache_game *g, size_t k, size_t k_len, const alt_game *state);
void judged_cache_get_stats(judged_cache *c, judged_cache_stats *out);

#endif
