/*
 * position_diff.h: the fields in which two positions differ, one leaf at a
 * time, by their docs/position.md paths. `diff` prints them; `verify`
 * reports them at a divergent step that carries the other engine's
 * position. One comparison for both, so the two say the same lines.
 */
#ifndef REPLAY_POSITION_DIFF_H
#define REPLAY_POSITION_DIFF_H

#include <jansson.h>
#include <stdio.h>

#include "altered.h"

/* One differing leaf. The strings belong to the comparison and live only
 * for the callback. */
typedef struct replay_field_diff {
    const char *path;   /* "players[1].zones.reserve[2].boosts"; "(the document)" at the root */
    const char *a, *b;  /* each side's value as compact JSON, or "(absent)"; with elements, the counts */
    int elements;       /* the arrays at path have a and b elements (their elements follow, one by one) */
} replay_field_diff;

typedef void (*replay_field_diff_fn)(void *ctx, const replay_field_diff *d);

/* Compares two canonical JSON positions, A's keys in A's order then those
 * only B has, and calls fn for each difference in that order. Returns how
 * many there were. */
size_t replay_position_diff(const json_t *a, const json_t *b, replay_field_diff_fn fn, void *ctx);

/* The line `diff` prints for d, newline included: "PATH: A vs B", or
 * "PATH: N vs M elements". */
void replay_field_diff_print(FILE *f, const replay_field_diff *d);

/* g's position as a canonical JSON document (caller json_decref's), the
 * form both sides of a comparison are put in so that a field left at its
 * default on one side is no difference. NULL, with why, when it cannot be
 * made (out of memory) or does not read back (an internal error). */
json_t *replay_position_canonical(const alt_game *g, char *why, size_t why_size);

#endif
