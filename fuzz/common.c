/*
 * common.c: the helpers fuzz/common.h declares.
 */
#include "common.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

int fuzz_thorough;

void fuzz_fail(const char *file, int line, const char *cond, const char *fmt, ...)
{
    fprintf(stderr, "\n%s:%d: oracle failed: %s\n  ", file, line, cond);
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\n");
    fflush(stderr);
    abort();
}

const alt_cards *fuzz_bundled_db(void)
{
    static alt_cards *db;
    if (!db) {
        alt_err err = alt_cards_bundled(&db);
        FUZZ_CHECK(err == ALT_OK, "the bundled card database does not parse: %s", alt_strerror(err));
    }
    return db;
}

uint64_t fuzz_rand(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

FILE *fuzz_devnull(void)
{
    static FILE *f;
    if (!f) {
        f = fopen("/dev/null", "w");
        FUZZ_CHECK(f != NULL, "cannot open /dev/null");
    }
    return f;
}

int fuzz_verbose(void)
{
    static int verbose = -1;
    if (verbose < 0)
        verbose = getenv("FUZZ_VERBOSE") != NULL;
    return verbose;
}

int fuzz_ignoring(const char *bug)
{
    const char *list = getenv("FUZZ_IGNORE");
    size_t n = strlen(bug);
    while (list && *list) {
        size_t len = strcspn(list, ",");
        if (len == n && strncmp(list, bug, n) == 0)
            return 1;
        list += len + (list[len] == ',');
    }
    return 0;
}
