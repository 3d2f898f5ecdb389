/*
 * arena.h: a bump allocator for protobuf-c unpacking, reset between
 * messages. One malloc per chunk instead of one per field, nothing freed
 * message by message, and memory that stays flat over any number of
 * messages: the reader of archives and the daemon's handler share it.
 */
#ifndef REPLAY_ARENA_H
#define REPLAY_ARENA_H

#include <protobuf-c/protobuf-c.h>
#include <stddef.h>

typedef struct replay_arena_chunk replay_arena_chunk;

typedef struct replay_arena {
    replay_arena_chunk *head;
    size_t total;       /* bytes in all chunks */
    size_t keep_max;    /* a reset keeps at most this much (0: no bound) */
    ProtobufCAllocator allocator;   /* hands out this arena's memory */
} replay_arena;

/* keep_max bounds what a reset keeps, so one huge message does not pin
 * its memory forever. */
void replay_arena_init(replay_arena *a, size_t keep_max);
/* Memory until the next reset, aligned for any type; NULL when out of memory. */
void *replay_arena_alloc(replay_arena *a, size_t size);
/* Frees everything handed out since the last reset; keeps one chunk as
 * large as that needed (up to keep_max) for the next message. */
void replay_arena_reset(replay_arena *a);
void replay_arena_destroy(replay_arena *a);

#endif
