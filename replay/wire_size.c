/*
 * wire_size.c: the memory a packed message takes unpacked, counted on the
 * wire (wire_size.h).
 *
 * What protobuf-c (1.4) allocates, read from its parse_* functions: the
 * message structure of every occurrence of a message field (a field given
 * twice is unpacked twice, then merged); for a repeated field, one array
 * of its elements (a pointer each for messages and strings, a
 * ProtobufCBinaryData for bytes, the number itself otherwise); a copy of
 * every string (and its NUL) and of every bytes field; and, while it
 * scans a message, a record of each field it found, in slabs that double.
 * Each allocation is rounded up to the arena's alignment. The count is an
 * upper bound: the decoder of log_unpack.h takes less for what it takes.
 */
#include "wire_size.h"
#include "wire_varint.h"

enum {
    ALIGN = 16,          /* the arena's alignment (max_align_t) */
    SCANNED = 2 * 32,    /* protobuf-c's record of one scanned field, twice for its doubling slabs */
    MAX_DEPTH = 32
};

static size_t rounded(size_t n)
{
    return (n + ALIGN - 1) / ALIGN * ALIGN + ALIGN;
}


/* The size of one element of a repeated field's array. */
static size_t element_size(ProtobufCType t)
{
    switch (t) {
    case PROTOBUF_C_TYPE_INT64:
    case PROTOBUF_C_TYPE_SINT64:
    case PROTOBUF_C_TYPE_SFIXED64:
    case PROTOBUF_C_TYPE_UINT64:
    case PROTOBUF_C_TYPE_FIXED64:
    case PROTOBUF_C_TYPE_DOUBLE: return 8;
    case PROTOBUF_C_TYPE_STRING:
    case PROTOBUF_C_TYPE_MESSAGE: return sizeof(void *);
    case PROTOBUF_C_TYPE_BYTES: return sizeof(ProtobufCBinaryData);
    default: return 4;   /* 32-bit numbers, enums and protobuf_c_boolean */
    }
}

/* Elements in a packed list of type t. */
static size_t packed_count(ProtobufCType t, const uint8_t *p, const uint8_t *end)
{
    size_t k = element_size(t);
    if (t == PROTOBUF_C_TYPE_FIXED32 || t == PROTOBUF_C_TYPE_SFIXED32 || t == PROTOBUF_C_TYPE_FLOAT ||
        t == PROTOBUF_C_TYPE_FIXED64 || t == PROTOBUF_C_TYPE_SFIXED64 || t == PROTOBUF_C_TYPE_DOUBLE)
        return (size_t)(end - p) / k;
    size_t n = 0;
    for (; p < end; p++)
        n += !(*p & 0x80);   /* one per varint's last byte */
    return n;
}

typedef struct count {
    size_t total, limit;
} count;

static int add(count *c, size_t n)
{
    if (c->total > c->limit || n > c->limit - c->total)
        c->total = c->limit + 1;
    else
        c->total += n;
    return c->total > c->limit;
}

/* Adds what unpacking one message of type d at p..end takes; 1 once the
 * count passes the limit. */
static int walk(count *c, const ProtobufCMessageDescriptor *d, const uint8_t *p, const uint8_t *end, int depth)
{
    if (add(c, rounded(d->sizeof_message)) || depth > MAX_DEPTH)
        return c->total > c->limit;
    /* The repeated fields' arrays: sized once the message is scanned. */
    size_t elements[64] = {0};
    const unsigned tracked = d->n_fields < 64 ? d->n_fields : 64;
    while (p < end) {
        uint64_t tag, v = 0;
        if (replay_wire_varint(&p, end, &tag) != 0)
            break;
        unsigned type = (unsigned)(tag & 7);
        const uint8_t *data = p;
        if (type == 0) {
            if (replay_wire_varint(&p, end, &v) != 0)
                break;
        } else if (type == 1 || type == 5) {
            size_t k = type == 1 ? 8 : 4;
            if ((size_t)(end - p) < k)
                break;
            p += k;
        } else if (type == 2) {
            if (replay_wire_varint(&p, end, &v) != 0 || v > (uint64_t)(end - p))
                break;
            data = p;
            p += v;
        } else {
            break;
        }
        if (add(c, SCANNED))
            return 1;
        const ProtobufCFieldDescriptor *f =
            tag >> 3 <= UINT32_MAX ? protobuf_c_message_descriptor_get_field(d, (unsigned)(tag >> 3)) : NULL;
        if (!f)
            continue;   /* unknown: protobuf-c keeps it, a copy of its bytes */
        unsigned index = (unsigned)(f - d->fields);
        int repeated = f->label == PROTOBUF_C_LABEL_REPEATED;
        int scalar = f->type != PROTOBUF_C_TYPE_STRING && f->type != PROTOBUF_C_TYPE_MESSAGE &&
                     f->type != PROTOBUF_C_TYPE_BYTES;
        if (repeated && index < tracked)
            elements[index] += type == 2 && scalar ? packed_count(f->type, data, p) : 1;
        else if (repeated && add(c, rounded(element_size(f->type))))
            return 1;
        if (f->type == PROTOBUF_C_TYPE_STRING && type == 2 && add(c, rounded((size_t)v + 1)))
            return 1;
        if (f->type == PROTOBUF_C_TYPE_BYTES && type == 2 && add(c, rounded((size_t)v)))
            return 1;
        if (f->type == PROTOBUF_C_TYPE_MESSAGE && type == 2 && walk(c, f->descriptor, data, p, depth + 1))
            return 1;
    }
    for (unsigned i = 0; i < tracked; i++)
        if (elements[i] && add(c, rounded(elements[i] * element_size(d->fields[i].type))))
            return 1;
    return 0;
}

size_t replay_wire_unpacked_size(const ProtobufCMessageDescriptor *desc, const uint8_t *data, size_t len,
                                 size_t limit)
{
    if (limit == SIZE_MAX)
        limit--;
    count c = {0, limit};
    static const uint8_t none[1];
    const uint8_t *p = data ? data : none;
    walk(&c, desc, p, p + (data ? len : 0), 0);
    return c.total;
}
