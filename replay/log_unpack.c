/*
 * log_unpack.c: a GameLog's steps decoded here, the header by protobuf-c,
 * and any message of another shape by protobuf-c alone (log_unpack.h says
 * why, and what shape this decoder takes).
 *
 * The decoder never says a message is malformed: whatever it does not
 * take, protobuf-c reads again from the start and judges. So it needs no
 * error paths of its own, and its one promise (a message it takes unpacks
 * to what protobuf-c would give) is checked by fuzz_log_unpack.
 */
#include "log_unpack.h"

#include <string.h>

/* Tags of the fields taken, each one byte: field number << 3 | wire type. */
enum {
    TAG_LOG_HEADER = 1 << 3 | 2,        /* Header header = 1 */
    TAG_LOG_INITIAL_HASH = 2 << 3 | 1,  /* fixed64 initial_hash = 2 */
    TAG_LOG_STEP = 3 << 3 | 2,          /* repeated Step steps = 3 */
    TAG_STEP_ACTION = 1 << 3 | 2,       /* Action action = 1 */
    TAG_STEP_HASH = 2 << 3 | 1,         /* fixed64 hash = 2 */
    ACTION_FIELDS = 5                   /* kind, player, object, expedition, choice: varints 1 to 5 */
};

_Static_assert(sizeof(Altered__ActionKind) == sizeof(int32_t), "protobuf-c stores an enum as an int32");

/* A varint of at most 32 bits (five bytes, the last at most 0x0F): what a
 * uint32 or an enum holds as every writer writes it. Longer ones mean the
 * same to protobuf-c (it keeps the low 32 bits), but are left to it. */
static inline int varint32(const uint8_t **pp, const uint8_t *end, uint32_t *out)
{
    const uint8_t *p = *pp;
    if (p < end && *p < 0x80) {   /* nearly every one: a single byte */
        *out = *p;
        *pp = p + 1;
        return 1;
    }
    uint32_t v = 0;
    for (unsigned i = 0; i < 5 && p < end; i++) {
        uint32_t b = *p++;
        if (i == 4 && b > 0x0F)
            return 0;
        v |= (b & 0x7F) << (7 * i);
        if (b < 0x80) {
            *pp = p;
            *out = v;
            return 1;
        }
    }
    return 0;
}

/* A length-delimited field's length, when its bytes are all there. */
static inline int length(const uint8_t **pp, const uint8_t *end, size_t *out)
{
    uint32_t n;
    if (!varint32(pp, end, &n) || n > (size_t)(end - *pp))
        return 0;
    *out = n;
    return 1;
}

static inline uint64_t le64(const uint8_t *p)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
#else
    uint64_t v = 0;
    for (int i = 7; i >= 0; i--)
        v = v << 8 | p[i];
    return v;
#endif
}

/* An Action: varint fields 1 to 5, each at most once, in any order. */
static int action(const uint8_t *p, const uint8_t *end, Altered__Action *a)
{
    *a = (Altered__Action)ALTERED__ACTION__INIT;
    unsigned seen = 0;
    while (p < end) {
        unsigned tag = *p++, num = tag >> 3;
        uint32_t v;
        if ((tag & 7) != 0 || num < 1 || num > ACTION_FIELDS || (seen >> num & 1) || !varint32(&p, end, &v))
            return 0;
        seen |= 1u << num;
        switch (num) {
        case 1: {
            int32_t kind = (int32_t)v;   /* as protobuf-c stores an enum: the value's 32 bits */
            memcpy(&a->kind, &kind, sizeof kind);
            break;
        }
        case 2: a->player = v; break;
        case 3: a->object = v; break;
        case 4: a->expedition = v; break;
        default: a->choice = v; break;
        }
    }
    return 1;
}

/* A Step: its action and its hash, each at most once. A position or
 * recorded chance is left to protobuf-c (rare, and more shapes to get
 * right). */
static int step(const uint8_t *p, const uint8_t *end, Altered__Step *s, Altered__Action *a)
{
    *s = (Altered__Step)ALTERED__STEP__INIT;
    int has_action = 0, has_hash = 0;
    while (p < end) {
        unsigned tag = *p++;
        size_t n;
        if (tag == TAG_STEP_ACTION && !has_action && length(&p, end, &n)) {
            if (!action(p, p + n, a))
                return 0;
            s->action = a;
            has_action = 1;
            p += n;
        } else if (tag == TAG_STEP_HASH && !has_hash && end - p >= 8) {
            s->hash = le64(p);
            has_hash = 1;
            p += 8;
        } else {
            return 0;
        }
    }
    return 1;
}

Altered__GameLog *replay_log_unpack_fast(replay_arena *arena, const uint8_t *msg, size_t len)
{
    const uint8_t *p = msg, *end = msg + len, *header = NULL;
    size_t header_len = 0, steps = 0, n;
    int has_hash = 0;
    uint64_t initial_hash = 0;
    /* First the fields themselves, to count the steps. */
    while (p < end) {
        unsigned tag = *p++;
        if (tag == TAG_LOG_STEP && length(&p, end, &n)) {
            steps++;
            p += n;
        } else if (tag == TAG_LOG_HEADER && !header && length(&p, end, &n)) {
            header = p;
            header_len = n;
            p += n;
        } else if (tag == TAG_LOG_INITIAL_HASH && !has_hash && end - p >= 8) {
            initial_hash = le64(p);
            has_hash = 1;
            p += 8;
        } else {
            return NULL;   /* an archive trailer, an unknown field, a field again, or cut short */
        }
    }
    Altered__GameLog *log = replay_arena_alloc(arena, sizeof *log);
    if (!log)
        return NULL;
    *log = (Altered__GameLog)ALTERED__GAME_LOG__INIT;
    log->initial_hash = initial_hash;
    if (header && !(log->header = altered__header__unpack(&arena->allocator, header_len, header)))
        return NULL;
    if (steps == 0)
        return log;
    /* A step takes at least two bytes of msg, so the counts cannot overflow. */
    Altered__Step **ptrs = replay_arena_alloc(arena, steps * sizeof *ptrs);
    Altered__Step *s = replay_arena_alloc(arena, steps * sizeof *s);
    Altered__Action *a = replay_arena_alloc(arena, steps * sizeof *a);
    if (!ptrs || !s || !a)
        return NULL;
    log->n_steps = steps;
    log->steps = ptrs;
    /* Then the steps, in order; the first pass checked every length. */
    for (p = msg; p < end;) {
        unsigned tag = *p++;
        if (tag == TAG_LOG_INITIAL_HASH) {
            p += 8;
            continue;
        }
        length(&p, end, &n);
        if (tag == TAG_LOG_STEP) {
            if (!step(p, p + n, s, a))
                return NULL;
            *ptrs++ = s++;
            a++;
        }
        p += n;
    }
    return log;
}

Altered__GameLog *replay_log_unpack(replay_arena *arena, const uint8_t *msg, size_t len)
{
    Altered__GameLog *log = replay_log_unpack_fast(arena, msg, len);
    return log ? log : altered__game_log__unpack(&arena->allocator, len, msg);
}
