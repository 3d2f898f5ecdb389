/*
 * memory.h: the daemon's heap given back to the system after a large
 * request or a burst of unread replies.
 *
 * glibc keeps what a program frees for its next allocations: after one
 * 16 MB request unpacked into a million small objects, or a client's
 * queued replies dropped with its connection, the daemon would hold that
 * memory for ever, and its resident size would say nothing of what it
 * uses. So large blocks are mapped on their own (and unmapped when freed),
 * and the heap is trimmed once much of it has been let go.
 */
#ifndef JUDGED_MEMORY_H
#define JUDGED_MEMORY_H

#include <stddef.h>

enum {
    /* Blocks this large or larger are mapped on their own. */
    JUDGED_MMAP_THRESHOLD = 256 << 10,
    /* What a request or a burst must have let go before the heap is trimmed. */
    JUDGED_TRIM_BYTES = 8 << 20
};

/* Once, at start, before any thread: the allocator's settings. */
void judged_memory_init(void);
/* Gives the free pages of every heap back to the system. */
void judged_memory_trim(void);

#endif
