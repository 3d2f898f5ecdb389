/*
 * log_unpack.h: a GameLog message unpacked into an arena, by a decoder of
 * this module's own when it has the usual shape, else by protobuf-c.
 *
 * Unpacking was the largest single cost of `altered-replay verify` (a
 * sixth of its time, nearly all of it protobuf-c's generic walk over a
 * game's hundreds of two-message steps and its decks' card references, and
 * the check of every string after it). The decoder here takes only the
 * shape every writer emits (docs/log-format.md, "How a reader may unpack
 * a log"): known fields once each, their wire types, varints that fit
 * their fields, strings of ASCII without a NUL. Anything else (a field
 * repeated, an unknown field, a position or recorded chance in a step, an
 * archive trailer, text beyond ASCII, any error) is left to protobuf-c,
 * whose answer then stands: what a message means, and whether it is
 * malformed, is protobuf-c's in every case. fuzz/fuzz_log_unpack.c checks
 * that a message the decoder takes is the one protobuf-c unpacks.
 */
#ifndef REPLAY_LOG_UNPACK_H
#define REPLAY_LOG_UNPACK_H

#include <stddef.h>
#include <stdint.h>

#include "altered.pb-c.h"
#include "arena.h"

/* The game in msg, in arena (valid until its next reset); NULL when msg is
 * not a GameLog message (protobuf-c's verdict) or memory ran out.
 * *strings_plain is 1 when the decoder took msg: its strings are then all
 * ASCII without a NUL, so replay_wire_strings_check would pass it; 0 when
 * protobuf-c read it, and the caller checks them (wire_strings.h). The
 * decoder gives a deck's card equal to the one before it the same string
 * (one copy, read-only like every string here); protobuf-c gives each its
 * own. */
Altered__GameLog *replay_log_unpack(replay_arena *arena, const uint8_t *msg, size_t len, int *strings_plain);

/* The decoder alone: the game, or NULL when it leaves msg to protobuf-c
 * (for the tests and the fuzz harness that compare the two). It may leave
 * memory in arena either way. */
Altered__GameLog *replay_log_unpack_fast(replay_arena *arena, const uint8_t *msg, size_t len);

#endif
