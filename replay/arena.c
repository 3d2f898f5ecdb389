/*
 * arena.c: the bump allocator behind protobuf-c unpacking (arena.h).
 */
#include "arena.h"

#include <stdint.h>
#include <stdlib.h>

struct replay_arena_chunk {
    struct replay_arena_chunk *next;
    size_t cap, used;
    max_align_t data[];
};

enum { CHUNK_MIN = 1 << 16 };

static void *arena_alloc(void *data, size_t size)
{
    replay_arena *a = data;
    size = (size + sizeof(max_align_t) - 1) / sizeof(max_align_t) * sizeof(max_align_t);
    replay_arena_chunk *c = a->head;
    if (!c || c->cap - c->used < size) {
        size_t cap = size > CHUNK_MIN ? size : CHUNK_MIN;
        if (c && cap < c->cap * 2)
            cap = c->cap * 2;
        replay_arena_chunk *n = malloc(sizeof *n + cap);
        if (!n)
            return NULL;
        n->next = c;
        n->cap = cap;
        n->used = 0;
        a->head = c = n;
        a->total += cap;
    }
    void *p = (uint8_t *)c->data + c->used;
    c->used += size;
    return p;
}

void *replay_arena_alloc(replay_arena *a, size_t size)
{
    return arena_alloc(a, size);
}

static void arena_free(void *data, void *p)
{
    (void)data, (void)p;   /* everything goes at the next reset */
}

void replay_arena_init(replay_arena *a, size_t keep_max)
{
    a->head = NULL;
    a->total = 0;
    a->keep_max = keep_max;
    a->allocator.alloc = arena_alloc;
    a->allocator.free = arena_free;
    a->allocator.allocator_data = a;
}

void replay_arena_destroy(replay_arena *a)
{
    while (a->head) {
        replay_arena_chunk *next = a->head->next;
        free(a->head);
        a->head = next;
    }
    a->total = 0;
}

void replay_arena_reset(replay_arena *a)
{
    if (!a->head)
        return;
    int bounded = a->keep_max && a->total > a->keep_max;
    if (!a->head->next && !bounded) {
        a->head->used = 0;
        return;
    }
    size_t total = a->total;
    replay_arena_destroy(a);
    if (bounded)
        return;
    replay_arena_chunk *n = malloc(sizeof *n + total);
    if (n) {
        n->next = NULL;
        n->cap = total;
        n->used = 0;
        a->head = n;
        a->total = total;
    }
}
