/*
 * wire_strict.h: a packed protobuf message that has one reading, checked
 * on the wire before anything trusts it.
 *
 * Protobuf lets a message say one thing several ways, and lets readers
 * differ on what it says: a non-repeated field given twice is the last
 * occurrence to protobuf-c (a message field, both merged), the first to a
 * hand-written reader; an unknown field is skipped by one reader and kept
 * by another; a varint too long for its type is cut by one and refused by
 * another. For a signed object (a signed verdict, what it signs) or one
 * that holds digests (an archive trailer), two readings are two
 * documents under one signature: a forged verdict one tool shows while
 * another says "checked". So those are read strictly: a message passes
 * only when every reader that follows the schema must read it alike.
 *
 * A message passes when, at every depth:
 *   - every field is one its descriptor names, with the wire type its
 *     type takes (a repeated number packed or not);
 *   - a non-repeated field occurs at most once, and at most one member of
 *     a oneof is set;
 *   - every varint has at most ten bytes and fits its type (a bool is 0
 *     or 1; a 32-bit field fits 32 bits, sign-extended for int32 and
 *     enums), and a packed list holds whole elements;
 *   - nothing follows the last field: the message ends where its bytes
 *     end (a trailing byte would be read as the start of one more field,
 *     and fails the rules above).
 * The strings are wire_strings.h's to check.
 */
#ifndef REPLAY_WIRE_STRICT_H
#define REPLAY_WIRE_STRICT_H

#include <stddef.h>
#include <stdint.h>

#include <protobuf-c/protobuf-c.h>

/* 0 when data[0..len) is one message of type desc with one reading (the
 * rules above); -1 otherwise, with the field's path and the rule it
 * breaks in why ("games[0].header: field 3 (format) given twice"). */
int replay_wire_strict_check(const ProtobufCMessageDescriptor *desc, const uint8_t *data, size_t len, char *why,
                             size_t why_size);

#endif
