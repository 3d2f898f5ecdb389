/*
 * log_unpack.c: a GameLog of the usual shape decoded here, header and
 * steps, and any message of another shape by protobuf-c (log_unpack.h
 * says why, and what shape this decoder takes).
 *
 * The decoder never says a message is malformed: whatever it does not
 * take, protobuf-c reads again from the start and judges. So it needs no
 * error paths of its own, and its one promise (a message it takes unpacks
 * to what protobuf-c would give) is checked by fuzz_log_unpack.
 */
#include "log_unpack.h"
#include "wire_strings.h"

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

/* A varint of at most 64 bits: the seed, a skipped field, and varint32's bytes. */
static inline int varint64(const uint8_t **pp, const uint8_t *end, uint64_t *out)
{
    const uint8_t *p = *pp;
    uint64_t v = 0;
    for (unsigned i = 0; i < 10 && p < end; i++) {
        uint64_t b = *p++;
        if (i == 9 && b > 0x01)
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
    uint64_t v;
    if (!varint64(&p, end, &v) || p - *pp > 5 || v > UINT32_MAX)
        return 0;
    *out = (uint32_t)v;
    *pp = p;
    return 1;
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

/* A string as protobuf-c leaves it (a NUL-terminated copy in the arena),
 * taken only when it is ASCII without a NUL, so that a message taken
 * whole needs no check of its strings (wire_strings.h). */
static int string(replay_arena *arena, const uint8_t **pp, const uint8_t *end, char **out)
{
    size_t n;
    if (!length(pp, end, &n) || !replay_wire_strings_plain(*pp, n))
        return 0;
    char *s = replay_arena_alloc(arena, n + 1);
    if (!s)
        return 0;
    memcpy(s, *pp, n);
    s[n] = '\0';
    *pp += n;
    *out = s;
    return 1;
}

/* The next string of a repeated field, given the one before (its bytes
 * on the wire, prev_n of them at prev, and its copy, prev_s): equal bytes
 * share that copy. A deck lists a card's copies one after another, so
 * that setting up the game tells a copy by its pointer, not by comparing
 * its bytes (log.c, deck_from_log). */
static int string_after(replay_arena *arena, const uint8_t **pp, const uint8_t *end, const uint8_t **prev,
                        size_t *prev_n, char *prev_s, char **out)
{
    const uint8_t *at = *pp;
    size_t n;
    if (prev_s && length(&at, end, &n) && n == *prev_n && memcmp(at, *prev, n) == 0) {
        *pp = at + n;
        *out = prev_s;
        return 1;
    }
    if (!string(arena, pp, end, out))
        return 0;
    *prev_n = strlen(*out);   /* ASCII without a NUL: its wire length */
    *prev = *pp - *prev_n;
    return 1;
}

/* How many times the length-delimited field tag occurs in p..end, every
 * field's framing checked on the way: the size of a repeated field's
 * array before it is filled. 0 with *ok 0 when the framing breaks. */
static size_t count(const uint8_t *p, const uint8_t *end, unsigned tag, int *ok)
{
    size_t n = 0, len;
    uint64_t w;
    *ok = 0;
    while (p < end) {
        unsigned t = *p++;
        if (t >= 0x80)
            return 0;
        switch (t & 7) {
        case 0:
            if (!varint64(&p, end, &w))
                return 0;
            break;
        case 1:
            if (end - p < 8)
                return 0;
            p += 8;
            break;
        case 2:
            if (!length(&p, end, &len))
                return 0;
            p += len;
            n += t == tag;
            break;
        default:
            return 0;
        }
    }
    *ok = 1;
    return n;
}

/* A repeated string field's array, sized by count(); none (NULL, as
 * protobuf-c leaves it) when the field is absent. 0 when the framing
 * breaks or memory runs out. */
static int strings(replay_arena *arena, const uint8_t *p, const uint8_t *end, unsigned tag, char ***out, size_t *n)
{
    int ok;
    *n = count(p, end, tag, &ok);
    *out = NULL;
    if (!ok)
        return 0;
    return *n == 0 || (*out = replay_arena_alloc(arena, *n * sizeof(char *))) != NULL;
}

static int versions(replay_arena *arena, const uint8_t *p, const uint8_t *end, Altered__Versions *v)
{
    *v = (Altered__Versions)ALTERED__VERSIONS__INIT;
    unsigned seen = 0;
    while (p < end) {
        unsigned tag = *p++, num = tag >> 3;
        if (num < 1 || num > 6 || (seen >> num & 1))
            return 0;
        seen |= 1u << num;
        char **str = num == 1 ? &v->engine : num == 2 ? &v->ruleset : num == 3 ? &v->rng : &v->card_db;
        if (num <= 4 && (tag & 7) == 2) {
            if (!string(arena, &p, end, str))
                return 0;
        } else if (tag == (5 << 3 | 1) && end - p >= 8) {
            v->card_db_digest = le64(p);
            p += 8;
        } else if (tag == (6 << 3 | 0)) {
            if (!varint32(&p, end, &v->hash_encoding))
                return 0;
        } else {
            return 0;
        }
    }
    return 1;
}

/* A Deck: its Hero at most once, its cards in order. */
static int deck(replay_arena *arena, const uint8_t *p, const uint8_t *end, Altered__Deck *d)
{
    *d = (Altered__Deck)ALTERED__DECK__INIT;
    if (!strings(arena, p, end, 2 << 3 | 2, &d->cards, &d->n_cards))
        return 0;
    size_t k = 0, prev_n = 0;
    const uint8_t *prev = NULL;
    int has_hero = 0;
    while (p < end) {
        unsigned tag = *p++;
        if (tag == (2 << 3 | 2)) {
            if (!string_after(arena, &p, end, &prev, &prev_n, k ? d->cards[k - 1] : NULL, &d->cards[k]))
                return 0;
            k++;
        } else if (tag == (1 << 3 | 2) && !has_hero) {
            if (!string(arena, &p, end, &d->hero))
                return 0;
            has_hero = 1;
        } else {
            return 0;
        }
    }
    return 1;
}

static int event(replay_arena *arena, const uint8_t *p, const uint8_t *end, Altered__Event *e)
{
    *e = (Altered__Event)ALTERED__EVENT__INIT;
    if (!strings(arena, p, end, 4 << 3 | 2, &e->players, &e->n_players))
        return 0;
    size_t k = 0;
    unsigned seen = 0;
    while (p < end) {
        unsigned tag = *p++, num = tag >> 3;
        if (tag == (4 << 3 | 2)) {
            if (!string(arena, &p, end, &e->players[k++]))
                return 0;
            continue;
        }
        if (num < 1 || num > 3 || (seen >> num & 1))
            return 0;
        seen |= 1u << num;
        if (tag == (1 << 3 | 2)) {
            if (!string(arena, &p, end, &e->name))
                return 0;
        } else if (tag == (2 << 3 | 0)) {
            if (!varint32(&p, end, &e->round))
                return 0;
        } else if (tag == (3 << 3 | 0)) {
            if (!varint32(&p, end, &e->table))
                return 0;
        } else {
            return 0;
        }
    }
    return 1;
}

/* A packed repeated uint32 (setup_chance): its values, each a varint32. */
static int packed_u32(replay_arena *arena, const uint8_t *p, const uint8_t *end, uint32_t **out, size_t *n)
{
    size_t k = 0;
    for (const uint8_t *q = p; q < end; k++) {
        uint32_t v;
        if (!varint32(&q, end, &v))
            return 0;
    }
    uint32_t *a = replay_arena_alloc(arena, (k ? k : 1) * sizeof *a);
    if (!a)
        return 0;
    for (size_t i = 0; i < k; i++)
        varint32(&p, end, &a[i]);
    *out = k ? a : NULL;
    *n = k;
    return 1;
}

static inline void put_enum(void *member, uint32_t v)
{
    int32_t e = (int32_t)v;   /* as protobuf-c stores an enum: the value's 32 bits */
    memcpy(member, &e, sizeof e);
}

/* A Header: each field at most once but the decks and the Unique records
 * (10, repeated strings), setup_chance packed (as protobuf-c writes it),
 * the date (9) a string as the versions' are. */
static Altered__Header *header_of(replay_arena *arena, const uint8_t *p, const uint8_t *end)
{
    Altered__Header *h = replay_arena_alloc(arena, sizeof *h);
    if (!h)
        return NULL;
    *h = (Altered__Header)ALTERED__HEADER__INIT;
    int ok;
    size_t decks = count(p, end, 5 << 3 | 2, &ok), k = 0;
    Altered__Deck *d = replay_arena_alloc(arena, (decks ? decks : 1) * sizeof *d);
    Altered__Deck **list = replay_arena_alloc(arena, (decks ? decks : 1) * sizeof *list);
    if (!ok || !d || !list)
        return NULL;
    if (decks) {
        h->decks = list;
        h->n_decks = decks;
    }
    if (!strings(arena, p, end, 10 << 3 | 2, &h->uniques, &h->n_uniques))
        return NULL;
    size_t u = 0;
    unsigned seen = 0;
    while (p < end) {
        unsigned tag = *p++, num = tag >> 3;
        size_t n;
        uint32_t v;
        if (tag == (5 << 3 | 2)) {
            if (!length(&p, end, &n) || !deck(arena, p, p + n, &d[k]))
                return NULL;
            list[k] = &d[k];
            k++;
            p += n;
            continue;
        }
        if (tag == (10 << 3 | 2)) {
            if (!string(arena, &p, end, &h->uniques[u++]))
                return NULL;
            continue;
        }
        if (num < 1 || num > 9 || (seen >> num & 1))
            return NULL;
        seen |= 1u << num;
        switch (tag) {
        case 1 << 3 | 0:
            if (!varint32(&p, end, &h->format_version))
                return NULL;
            break;
        case 3 << 3 | 0:
        case 7 << 3 | 0:
            if (!varint32(&p, end, &v))
                return NULL;
            put_enum(num == 3 ? (void *)&h->format : (void *)&h->chance, v);
            break;
        case 4 << 3 | 0:
            if (!varint64(&p, end, &h->seed))
                return NULL;
            break;
        case 9 << 3 | 2:
            if (!string(arena, &p, end, &h->date))
                return NULL;
            break;
        case 2 << 3 | 2:
        case 6 << 3 | 2:
        case 8 << 3 | 2:
            if (!length(&p, end, &n))
                return NULL;
            if (num == 2) {
                Altered__Versions *x = replay_arena_alloc(arena, sizeof *x);
                if (!x || !versions(arena, p, p + n, x))
                    return NULL;
                h->versions = x;
            } else if (num == 6) {
                Altered__Event *x = replay_arena_alloc(arena, sizeof *x);
                if (!x || !event(arena, p, p + n, x))
                    return NULL;
                h->event = x;
            } else if (!packed_u32(arena, p, p + n, &h->setup_chance, &h->n_setup_chance)) {
                return NULL;
            }
            p += n;
            break;
        default:
            return NULL;
        }
    }
    return h;
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
    static const uint8_t none[1];
    if (!msg)   /* an empty message may come without bytes */
        msg = none, len = 0;
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
    if (header && !(log->header = header_of(arena, header, header + header_len)))
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
        if (!length(&p, end, &n))
            return NULL;   /* not reached: the first pass checked it */
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

Altered__GameLog *replay_log_unpack(replay_arena *arena, const uint8_t *msg, size_t len, int *strings_plain)
{
    Altered__GameLog *log = replay_log_unpack_fast(arena, msg, len);
    *strings_plain = log != NULL;
    return log ? log : altered__game_log__unpack(&arena->allocator, len, msg);
}
