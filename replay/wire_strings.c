/*
 * wire_strings.c: every string field of a packed message is NUL-free UTF-8
 * (wire_strings.h says why this is checked on the wire).
 */
#include "wire_strings.h"
#include "utf8.h"

#include <stdio.h>
#include <string.h>

enum { MAX_DEPTH = 32, MAX_FIELDS = 64 };

static int varint(const uint8_t **p, const uint8_t *end, uint64_t *v)
{
    uint64_t x = 0;
    for (int i = 0; i < 10 && *p < end; i++) {
        uint8_t b = *(*p)++;
        x |= (uint64_t)(b & 0x7F) << (7 * i);
        if (!(b & 0x80)) {
            *v = x;
            return 0;
        }
    }
    return -1;
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

/* path: the fields leading here, written into why as the walk descends;
 * why is NULL on the first, quick walk, which only says whether all is well
 * (writing the path of every field of every step was most of the time a
 * log took to check), and the path is written only when a walk fails. */
static int walk(const ProtobufCMessageDescriptor *d, const uint8_t *p, const uint8_t *end, int depth, char *why,
                size_t why_size, size_t path_len)
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
    while (p < end) {
        uint64_t tag, v;
        if (varint(&p, end, &tag) != 0)
            goto bad_wire;
        unsigned type = (unsigned)(tag & 7);
        if (type == 0) {
            if (varint(&p, end, &v) != 0)
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
        if (type != 2 || varint(&p, end, &v) != 0 || v > (uint64_t)(end - p))
            goto bad_wire;
        const uint8_t *data = p;
        p += v;
        size_t index = 0;
        const ProtobufCFieldDescriptor *f = field_of(d, tag >> 3, &index);
        if (!f || (f->type != PROTOBUF_C_TYPE_STRING && f->type != PROTOBUF_C_TYPE_MESSAGE))
            continue;   /* bytes, packed numbers, fields this build does not know */
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
            if (walk(f->descriptor, data, data + v, depth + 1, why, why_size, n) != 0)
                return -1;
            continue;
        }
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
    if (walk(desc, p, end, 0, NULL, 0, 0) == 0)
        return 0;
    return walk(desc, p, end, 0, why, why_size, 0);   /* again, naming the field */
}
