/*
 * common.h: what every fuzz harness shares: the libFuzzer entry points, the
 * oracle-failure macro (abort, so that libFuzzer and the regression driver
 * both see a crash), the bundled card database, and a small deterministic
 * generator for sampling without consuming the input's bytes.
 */
#ifndef FUZZ_COMMON_H
#define FUZZ_COMMON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "altered.h"

/* libFuzzer's entry point, defined by each harness (fuzz/fuzz_*.c). */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reports a broken oracle and aborts. */
_Noreturn void fuzz_fail(const char *file, int line, const char *cond, const char *fmt, ...);

#define FUZZ_CHECK(cond, ...)                                                  \
    do {                                                                       \
        if (!(cond))                                                           \
            fuzz_fail(__FILE__, __LINE__, #cond, __VA_ARGS__);                 \
    } while (0)

/* The bundled database, parsed once per process (never freed: it stays
 * reachable, so leak detection does not count it). */
const alt_cards *fuzz_bundled_db(void);

/* splitmix64: the next value of a deterministic stream. */
uint64_t fuzz_rand(uint64_t *state);

/* A whole file in a buffer of exactly its size (so that ASan sees a read
 * past its end), or NULL (errno says why; EIO for a read error). */
uint8_t *fuzz_read_file(const char *path, size_t *len);

/* A game header's versions set to this build's, so that a corpus recorded
 * by an older build (another card database, hash encoding or RNG name) still
 * reaches the engine; fuzz_header_restore puts the recorded ones back. */
struct Altered__Header;
typedef struct fuzz_saved_header {
    char *rng, *card_db;
    uint32_t hash_encoding, format_version;
    uint64_t card_db_digest;
} fuzz_saved_header;
void fuzz_header_as_built(struct Altered__Header *h, const alt_cards *db, fuzz_saved_header *saved);
void fuzz_header_restore(struct Altered__Header *h, const fuzz_saved_header *saved);

/* A write-only stream that discards everything (for report printers). */
FILE *fuzz_devnull(void);

/* 1 in the regression driver (fuzz/driver.c): harnesses then run every
 * check they would otherwise sample, since the corpora are small; 0 under
 * libFuzzer, where speed buys coverage. */
extern int fuzz_thorough;

/* 1 when the comma-separated list in FUZZ_IGNORE names this known, open
 * bug: a harness then lets that one oracle pass, so that a long fuzzing
 * campaign goes on looking for other bugs (docs/fuzzing.md lists the names;
 * ctest never sets it). */
int fuzz_ignoring(const char *bug);

/* 1 when FUZZ_VERBOSE is set in the environment: harnesses then say on
 * stderr what each input did (a regression run's -v shows which input). */
int fuzz_verbose(void);

#endif
