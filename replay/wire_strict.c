/*
 * wire_strict.c: one reading of a packed message (wire_strict.h says
 * which messages need it and what it refuses).
 */
#include "wire_strict.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

enum { MAX_DEPTH = 32, MAX_FIELDS = 256, MAX_ONEOFS = 16 };

static int varint(const uint8_t **p, const uint8_t *end, uint64_t *v)
{
    uint64_t x = 0;
    for (int i = 0; i < 10 && *p < end; i++) {
        uint8_t b = *(*p)++;
        if (i == 9 && b > 1)
            return -1;   /* more than 64 bits */
        x |= (uint64_t)(b & 0x7F) << (7 * i);
        if (!(b & 0x80)) {
            *v = x;
            return 0;
        }
    }
    return -1;
}

/* The wire type a field of this type takes (one element, for a repeated one). */
static unsigned wire_type_of(ProtobufCType t)
{
    switch (t) {
    case PROTOBUF_C_TYPE_FIXED64:
    case PROTOBUF_C_TYPE_SFIXED64:
    case PROTOBUF_C_TYPE_DOUBLE: return 1;
    case PROTOBUF_C_TYPE_FIXED32:
    case PROTOBUF_C_TYPE_SFIXED32:
    case PROTOBUF_C_TYPE_FLOAT: return 5;
    case PROTOBUF_C_TYPE_STRING:
    case PROTOBUF_C_TYPE_BYTES:
    case PROTOBUF_C_TYPE_MESSAGE: return 2;
    default: return 0;
    }
}

/* Whether a varint's value is one its type holds; readers that cut it
 * (protobuf-c keeps a uint32's low 32 bits) and readers that refuse it
 * would read two documents. */
static int varint_fits(ProtobufCType t, uint64_t v)
{
    switch (t) {
    case PROTOBUF_C_TYPE_BOOL: return v <= 1;
    case PROTOBUF_C_TYPE_UINT32:
    case PROTOBUF_C_TYPE_SINT32: return v <= UINT32_MAX;
    case PROTOBUF_C_TYPE_INT32:
    case PROTOBUF_C_TYPE_ENUM: return v <= UINT32_MAX || v >= 0xFFFFFFFF80000000u;
    default: return 1;
    }
}

typedef struct walk {
    char *why;
    size_t size;
} walk;

/* Where a message lies: the field of its parent that holds it (and which
 * element of a repeated one), up to the top. Written out only when
 * something is refused: every step of every log is a nested message, and
 * naming each as it is entered cost more than checking it. */
typedef struct place {
    const struct place *up;      /* NULL at the top */
    const char *field;
    int repeated;
    unsigned nth;
} place;

static size_t put_path(const place *at, char *out, size_t size)
{
    if (at == NULL || at->up == NULL)
        return 0;                /* the top message has no name */
    size_t n = put_path(at->up, out, size);
    int k = snprintf(out + n, n < size ? size - n : 0, at->repeated ? "%s%s[%u]" : "%s%s", n ? "." : "", at->field,
                     at->nth);
    return k > 0 ? n + (size_t)k : n;
}

/* The path and the problem, into why. */
__attribute__((format(printf, 3, 4))) static int fail(walk *w, const place *at, const char *fmt, ...)
{
    char what[160], path[256] = "";
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    put_path(at, path, sizeof path);
    snprintf(w->why, w->size, "%s%s%s", path, *path ? ": " : "", what);
    return -1;
}

/* A packed list: whole elements of the field's type, each fitting it. */
static int packed_ok(ProtobufCType t, const uint8_t *p, const uint8_t *end)
{
    unsigned wt = wire_type_of(t);
    if (wt == 1 || wt == 5) {
        size_t k = wt == 1 ? 8 : 4;
        return (size_t)(end - p) % k == 0;
    }
    while (p < end) {
        uint64_t v;
        if (varint(&p, end, &v) != 0 || !varint_fits(t, v))
            return 0;
    }
    return 1;
}

static int check(walk *w, const ProtobufCMessageDescriptor *d, const uint8_t *p, const uint8_t *end, int depth,
                 const place *path)
{
    if (depth > MAX_DEPTH)
        return fail(w, path, "messages nested deeper than %d", MAX_DEPTH);
    if (d->n_fields > MAX_FIELDS)
        return fail(w, path, "a message type of more than %d fields", MAX_FIELDS);
    unsigned seen[MAX_FIELDS];
    memset(seen, 0, d->n_fields * sizeof seen[0]);   /* this message's fields only */
    unsigned oneof_set[MAX_ONEOFS];
    size_t oneofs = 0;
    while (p < end) {
        uint64_t tag, v;
        if (varint(&p, end, &tag) != 0 || tag >> 3 == 0 || tag >> 3 > UINT32_MAX)
            return fail(w, path, "a field's tag cut short or out of range");
        unsigned number = (unsigned)(tag >> 3), type = (unsigned)(tag & 7);
        const ProtobufCFieldDescriptor *f = protobuf_c_message_descriptor_get_field(d, number);
        if (!f)
            return fail(w, path, "field %u is not one of this message's", number);
        unsigned index = (unsigned)(f - d->fields);
        int repeated = f->label == PROTOBUF_C_LABEL_REPEATED;
        unsigned want = wire_type_of(f->type);
        int packed = repeated && want != 2 && type == 2;
        if (type != want && !packed)
            return fail(w, path, "field %u (%s) has another wire type than its type's", number, f->name);
        if (!repeated && seen[index])
            return fail(w, path, "field %u (%s) given twice", number, f->name);
        unsigned nth = seen[index]++;
        if (f->flags & PROTOBUF_C_FIELD_FLAG_ONEOF) {
            /* The members of one oneof share the offset of its case. */
            for (size_t i = 0; i < oneofs; i++)
                if (oneof_set[i] == f->quantifier_offset)
                    return fail(w, path, "field %u (%s) set beside another field of its oneof", number, f->name);
            if (oneofs < MAX_ONEOFS)
                oneof_set[oneofs++] = f->quantifier_offset;
        }
        if (type == 0) {
            if (varint(&p, end, &v) != 0)
                return fail(w, path, "field %u (%s): a varint cut short or longer than 64 bits", number, f->name);
            if (!varint_fits(f->type, v))
                return fail(w, path, "field %u (%s): a value out of its type's range", number, f->name);
            continue;
        }
        if (type == 1 || type == 5) {
            size_t k = type == 1 ? 8 : 4;
            if ((size_t)(end - p) < k)
                return fail(w, path, "field %u (%s) cut short", number, f->name);
            p += k;
            continue;
        }
        if (varint(&p, end, &v) != 0 || v > (uint64_t)(end - p))
            return fail(w, path, "field %u (%s): its length runs past the message's end", number, f->name);
        const uint8_t *data = p;
        p += v;
        if (packed) {
            if (!packed_ok(f->type, data, p))
                return fail(w, path, "field %u (%s): a packed list of broken or out-of-range elements", number, f->name);
            continue;
        }
        if (f->type != PROTOBUF_C_TYPE_MESSAGE)
            continue;
        place sub = {path, f->name, repeated, nth};
        if (check(w, f->descriptor, data, p, depth + 1, &sub) != 0)
            return -1;
    }
    return 0;
}

int replay_wire_strict_check(const ProtobufCMessageDescriptor *desc, const uint8_t *data, size_t len, char *why,
                             size_t why_size)
{
    char scratch[256];
    walk w = {why && why_size ? why : scratch, why && why_size ? why_size : sizeof scratch};
    w.why[0] = '\0';
    static const uint8_t none[1];
    const uint8_t *p = data ? data : none;
    place top = {NULL, "", 0, 0};
    return check(&w, desc, p, p + (data ? len : 0), 0, &top);
}
