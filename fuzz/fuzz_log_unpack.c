/*
 * fuzz_log_unpack.c: arbitrary bytes as an archive's GameLog messages,
 * each unpacked by the reader's decoder (replay/log_unpack.h) and by
 * protobuf-c, which must agree.
 *
 * The decoder takes only messages of the shape writers emit and leaves the
 * rest to protobuf-c; its one promise is that a message it takes is the
 * one protobuf-c unpacks. Oracles, for every framed message of the input
 * (a varint length, then that many bytes, as in an archive), for what
 * follows the last whole frame, and for the whole input as one message:
 *  - a message the decoder takes, protobuf-c takes too, and both pack to
 *    the same bytes (packing writes every field and every unknown one, so
 *    equal bytes mean equal messages) with the same steps, field by field,
 *    and its strings pass replay_wire_strings_check (the reader then skips
 *    that check);
 *  - replay_log_unpack, the decoder with protobuf-c behind it, gives a
 *    message exactly when protobuf-c does, and the same one.
 * corpora/fuzz_log_unpack/ holds messages of both shapes
 * (fuzz/make_log_unpack_corpus.py); the regression test also runs the
 * archives of corpora/fuzz_log/.
 */
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "log_unpack.h"
#include "wire_strings.h"

typedef struct packed {
    uint8_t *bytes;
    size_t len;
} packed;

static packed pack(const Altered__GameLog *log)
{
    packed p;
    p.len = altered__game_log__get_packed_size(log);
    p.bytes = malloc(p.len ? p.len : 1);
    FUZZ_CHECK(p.bytes != NULL, "out of memory");
    FUZZ_CHECK(altered__game_log__pack(log, p.bytes) == p.len, "pack wrote other than its packed size");
    return p;
}

static void same(const Altered__GameLog *got, const Altered__GameLog *lib, const char *who)
{
    FUZZ_CHECK(got->n_steps == lib->n_steps, "%s: %zu steps, protobuf-c %zu", who, got->n_steps, lib->n_steps);
    FUZZ_CHECK(got->initial_hash == lib->initial_hash, "%s: another initial hash", who);
    FUZZ_CHECK((got->header == NULL) == (lib->header == NULL), "%s: a header where protobuf-c has none, or none", who);
    FUZZ_CHECK((got->archive_trailer == NULL) == (lib->archive_trailer == NULL), "%s: another trailer", who);
    for (size_t k = 0; k < got->n_steps; k++) {
        const Altered__Step *s = got->steps[k], *t = lib->steps[k];
        FUZZ_CHECK(s->hash == t->hash && s->n_chance == t->n_chance && s->position.len == t->position.len,
                   "%s: step %zu differs", who, k + 1);
        FUZZ_CHECK((s->action == NULL) == (t->action == NULL), "%s: step %zu: an action, or none", who, k + 1);
        if (s->action) {
            const Altered__Action *a = s->action, *b = t->action;
            FUZZ_CHECK(a->kind == b->kind && a->player == b->player && a->object == b->object &&
                           a->expedition == b->expedition && a->choice == b->choice,
                       "%s: step %zu: another action", who, k + 1);
        }
    }
    packed x = pack(got), y = pack(lib);
    FUZZ_CHECK(x.len == y.len && memcmp(x.bytes, y.bytes, x.len) == 0, "%s: packs to other bytes (%zu, %zu)", who,
               x.len, y.len);
    free(x.bytes);
    free(y.bytes);
}

static long taken, left;

static void compare(const uint8_t *msg, size_t len)
{
    replay_arena arena;
    replay_arena_init(&arena, 0);
    Altered__GameLog *lib = altered__game_log__unpack(NULL, len, msg);
    Altered__GameLog *fast = replay_log_unpack_fast(&arena, msg, len);
    char why[256];
    if (fast) {
        FUZZ_CHECK(lib != NULL, "the decoder takes a message of %zu bytes that protobuf-c refuses", len);
        same(fast, lib, "the decoder");
        FUZZ_CHECK(replay_wire_strings_check(&altered__game_log__descriptor, msg, len, why, sizeof why) == 0,
                   "the decoder takes a message whose strings do not pass: %s", why);
        taken++;
    } else {
        left++;
    }
    replay_arena_reset(&arena);
    int plain = -1;
    Altered__GameLog *any = replay_log_unpack(&arena, msg, len, &plain);
    FUZZ_CHECK((any != NULL) == (lib != NULL), "replay_log_unpack %s a message protobuf-c %s", any ? "gives" : "refuses",
               lib ? "takes" : "refuses");
    FUZZ_CHECK(plain == (fast != NULL), "replay_log_unpack says the strings are%s plain", plain ? "" : " not");
    if (any)
        same(any, lib, "replay_log_unpack");
    if (lib)
        altered__game_log__free_unpacked(lib, NULL);
    replay_arena_destroy(&arena);
}

/* A varint frame length at p, or -1 when none fits what is left. */
static long long frame_len(const uint8_t *p, size_t left_bytes, size_t *prefix)
{
    uint64_t v = 0;
    for (size_t i = 0; i < left_bytes && i < 10; i++) {
        v |= (uint64_t)(p[i] & 0x7F) << (7 * i);
        if (p[i] < 0x80) {
            *prefix = i + 1;
            return v <= left_bytes - (i + 1) ? (long long)v : -1;
        }
    }
    return -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    taken = left = 0;
    size_t at = 0, prefix = 0;
    long long n;
    while (at < size && (n = frame_len(data + at, size - at, &prefix)) >= 0) {
        compare(data + at + prefix, (size_t)n);
        at += prefix + (size_t)n;
    }
    if (at < size)
        compare(data + at, size - at);
    compare(data, size);
    if (fuzz_verbose())
        fprintf(stderr, "  %ld messages taken by the decoder, %ld left to protobuf-c\n", taken, left);
    return 0;
}
