/*
 * wire_varint.h: reading one protobuf varint from a byte range, the one
 * primitive every hand-written reader of the wire format shares (the log's
 * fast unpacking, the request's, and the checks that run before
 * protobuf-c unpacks: sizes, strings, one reading). Inline: it sits on the
 * replay's and the daemon's hot paths.
 */
#ifndef REPLAY_WIRE_VARINT_H
#define REPLAY_WIRE_VARINT_H

#include <stdint.h>

/* Reads the varint at *p (before end) into *v and moves *p past it; -1
 * when it runs past end or past ten bytes. */
static inline int replay_wire_varint(const uint8_t **p, const uint8_t *end, uint64_t *v)
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

#endif
