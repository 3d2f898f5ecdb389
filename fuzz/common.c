/*
 * common.c: the helpers fuzz/common.h declares.
 */
#include "common.h"
#include "log.h"   /* the protobuf-c game log types */

#include <errno.h>
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

/* btg-4, Beyond the Gates as first printed: the cards the corpora's
 * inputs and walker cases were made for (their logs name it). */
const alt_cards *fuzz_bundled_db(void)
{
    static alt_cards *db;
    if (!db) {
        alt_err err = alt_cards_bundled_named("btg-4", &db);
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

uint8_t *fuzz_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 14;
    uint8_t *buf = malloc(cap);
    *len = 0;
    while (buf) {
        *len += fread(buf + *len, 1, cap - *len, f);
        if (*len < cap)
            break;
        uint8_t *nb = realloc(buf, cap * 2);
        if (!nb)
            free(buf);
        buf = nb;
        cap *= 2;
    }
    int bad = ferror(f);
    fclose(f);
    if (!buf || bad) {
        free(buf);
        errno = buf ? EIO : ENOMEM;
        return NULL;
    }
    uint8_t *exact = realloc(buf, *len ? *len : 1);
    if (!exact)
        free(buf);
    return exact;
}

void fuzz_header_as_built(Altered__Header *h, const alt_cards *db, fuzz_saved_header *saved)
{
    Altered__Versions *v = h->versions;
    saved->rng = v->rng;
    saved->card_db = v->card_db;
    saved->hash_encoding = v->hash_encoding;
    saved->card_db_digest = v->card_db_digest;
    saved->format_version = h->format_version;
    h->format_version = 1;
    v->rng = (char *)ALT_RNG_VERSION;
    v->hash_encoding = replay_log_hash_encoding(v);
    v->card_db = (char *)alt_cards_version(db);
    v->card_db_digest = alt_cards_digest(db);
}

void fuzz_header_restore(Altered__Header *h, const fuzz_saved_header *saved)
{
    Altered__Versions *v = h->versions;
    v->rng = saved->rng;
    v->card_db = saved->card_db;
    v->hash_encoding = saved->hash_encoding;
    v->card_db_digest = saved->card_db_digest;
    h->format_version = saved->format_version;
}
