/*
 * memory.c: the heap given back (memory.h), through glibc's mallopt and
 * malloc_trim; elsewhere the calls do nothing and the allocator keeps its
 * own counsel.
 */
#include "memory.h"

#include <stdlib.h>   /* any libc header: it says whether this is glibc */

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void judged_memory_init(void)
{
#if defined(__GLIBC__)
    /* A fixed threshold also stops glibc raising it after the first large
     * block is freed, which would put the next ones on the heap. */
    mallopt(M_MMAP_THRESHOLD, JUDGED_MMAP_THRESHOLD);
#endif
}

void judged_memory_trim(void)
{
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
