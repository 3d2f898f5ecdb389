/*
 * wire_strings.c: every string field of a packed message is NUL-free UTF-8
 * (wire_strings.h says why this is checked on the wire).
 */
#include "wire_strings.h"
#include "wire_varint.h"
#include "utf8.h"

#include <stdio.h>
#include <string.h>

enum { MAX_DEPTH = 32, MAX_FIELDS = 64, MAX_TYPES = 64 };

/* Which message types can hold a string, at any depth: a Step of a game
 * log holds none, and descending into each of a game's hundreds of steps
 * was most of the walk's time. Worked out once a check, from the
 * descriptors, for the types reachable from the one checked. */
typedef struct schema {
    const ProtobufCMessageDescriptor *type[MAX_TYPES];
    unsigned char strings[MAX_TYPES];   /* 1: the type, or one inside it, has a string field */
    size_t n;
    int full;                           /* more types than fit: descend into every one */
} schema;

static size_t type_index(const schema *s, const ProtobufCMessageDescriptor *d)
{
    for (size_t i = 0; i < s->n; i++)
        if (s->type[i] == d)
            return i;
    return s->n;
}

/* Every type reachable from root, then whether each reaches a string
 * field: repeated until nothing changes, which also settles types that
 * hold each other. */
static void schema_init(schema *s, const ProtobufCMessageDescriptor *root)
{
    s->n = 0;
    s->full = 0;
    s->type[s->n] = root;
    s->strings[s->n++] = 0;
    for (size_t i = 0; i < s->n; i++) {
        const ProtobufCMessageDescriptor *d = s->type[i];
        for (unsigned k = 0; k < d->n_fields; k++) {
            const ProtobufCFieldDescriptor *f = &d->fields[k];
            if (f->type == PROTOBUF_C_TYPE_STRING)
                s->strings[i] = 1;
            if (f->type != PROTOBUF_C_TYPE_MESSAGE || type_index(s, f->descriptor) < s->n)
                continue;
            if (s->n == MAX_TYPES) {
                s->full = 1;
                return;
            }
            s->type[s->n] = f->descriptor;
            s->strings[s->n++] = 0;
        }
    }
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t i = 0; i < s->n; i++) {
            const ProtobufCMessageDescriptor *d = s->type[i];
            for (unsigned k = 0; k < d->n_fields && !s->strings[i]; k++) {
                const ProtobufCFieldDescriptor *f = &d->fields[k];
                if (f->type == PROTOBUF_C_TYPE_MESSAGE && s->strings[type_index(s, f->descriptor)])
                    s->strings[i] = changed = 1;
            }
        }
    }
}

/* 0 only for a type known to hold no string at any depth. */
static int may_hold_strings(const schema *s, const ProtobufCMessageDescriptor *d)
{
    size_t i = type_index(s, d);
    return s->full || i == s->n || s->strings[i];
}


static const ProtobufCFieldDescriptor *field_of(const ProtobufCMessageDescriptor *d, uint64_t number,
                                                size_t *index)
{
    for (unsigned i = 0; i < d->n_fields; i++)
        if (d->fields[i].id == number) {
            *index = i;
            return &d->fields[i];
        }
    return NULL;
}

/* 1 when every byte is ASCII other than NUL, which needs neither check
 * below: card references and names nearly always are, and this looks at
 * eight bytes a step. */
int replay_wire_strings_plain(const uint8_t *p, size_t n)
{
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, sizeof w);
        if (((w - ones) & ~w & highs) | (w & highs))   /* a zero byte, or one above 0x7F */
            return 0;
    }
    for (; i < n; i++)
        if (p[i] == 0 || p[i] >= 0x80)
            return 0;
    return 1;
}

/* path: the fields leading here, written into why as the walk descends;
 * why is NULL on the first, quick walk, which only says whether all is well
 * (writing the path of every field of every step was most of the time a
 * log took to check), and the path is written only when a walk fails. */
static int walk(const schema *s, const ProtobufCMessageDescriptor *d, const uint8_t *p, const uint8_t *end, int depth,
                char *why, size_t why_size, size_t path_len)
{
    if (!why) {
        why_size = 0;
        path_len = 0;
    }
    if (depth > MAX_DEPTH) {
        if (why)
            snprintf(why + path_len, why_size - path_len, "%smessages nested too deep", path_len ? ": " : "");
        return -1;
    }
    unsigned seen[MAX_FIELDS] = {0};
    /* The last tag found to hold nothing to check: a game's hundreds of
     * steps come one after another under one tag. */
    uint64_t skip = 0;
    while (p < end) {
        uint64_t tag, v;
        if (replay_wire_varint(&p, end, &tag) != 0)
            goto bad_wire;
        unsigned type = (unsigned)(tag & 7);
        if (type == 0) {
            if (replay_wire_varint(&p, end, &v) != 0)
                goto bad_wire;
            continue;
        }
        if (type == 1 || type == 5) {
            size_t k = type == 1 ? 8 : 4;
            if ((size_t)(end - p) < k)
                goto bad_wire;
            p += k;
            continue;
        }
        if (type != 2 || replay_wire_varint(&p, end, &v) != 0 || v > (uint64_t)(end - p))
            goto bad_wire;
        const uint8_t *data = p;
        p += v;
        if (tag == skip)
            continue;
        size_t index = 0;
        const ProtobufCFieldDescriptor *f = field_of(d, tag >> 3, &index);
        if (!f || (f->type != PROTOBUF_C_TYPE_STRING && f->type != PROTOBUF_C_TYPE_MESSAGE) ||
            (f->type == PROTOBUF_C_TYPE_MESSAGE && !may_hold_strings(s, f->descriptor))) {
            /* bytes, packed numbers, fields this build does not know, and
             * messages with no string inside (wire_strings.h) */
            skip = tag;
            continue;
        }
        size_t n = path_len;
        if (why && n < why_size)
            n += (size_t)snprintf(why + n, why_size - n, "%s%s", n ? "." : "", f->name);
        if (f->label == PROTOBUF_C_LABEL_REPEATED && index < MAX_FIELDS) {
            unsigned k = seen[index]++;
            if (why && n < why_size)
                n += (size_t)snprintf(why + n, why_size - n, "[%u]", k);
        }
        if (why && n >= why_size)
            n = why_size - 1;
        if (f->type == PROTOBUF_C_TYPE_MESSAGE) {
            if (walk(s, f->descriptor, data, data + v, depth + 1, why, why_size, n) != 0)
                return -1;
            continue;
        }
        if (replay_wire_strings_plain(data, (size_t)v))
            continue;
        const void *nul = memchr(data, '\0', (size_t)v);
        size_t bad = 0;
        if (nul) {
            if (why)
                snprintf(why + n, why_size - n, ": a NUL byte inside the string, at byte %zu",
                         (size_t)((const uint8_t *)nul - data));
            return -1;
        }
        if (!replay_utf8_valid((const char *)data, (size_t)v, &bad)) {
            if (why)
                snprintf(why + n, why_size - n, ": the string is not valid UTF-8 (byte %zu)", bad);
            return -1;
        }
    }
    if (why)
        why[path_len] = '\0';
    return 0;
bad_wire:
    if (why)
        snprintf(why + path_len, why_size - path_len, "%snot a valid protobuf message", path_len ? ": " : "");
    return -1;
}

int replay_wire_strings_check(const ProtobufCMessageDescriptor *desc, const uint8_t *data, size_t len, char *why,
                              size_t why_size)
{
    char scratch[256];
    if (!why || why_size < 2) {
        why = scratch;
        why_size = sizeof scratch;
    }
    why[0] = '\0';
    static const uint8_t none[1];
    const uint8_t *p = data ? data : none, *end = p + (data ? len : 0);
    schema s;
    schema_init(&s, desc);
    if (walk(&s, desc, p, end, 0, NULL, 0, 0) == 0)
        return 0;
    return walk(&s, desc, p, end, 0, why, why_size, 0);   /* again, naming the field */
}
