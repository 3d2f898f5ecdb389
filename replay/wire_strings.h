/*
 * wire_strings.h: the strings of a packed protobuf message, checked on the
 * wire, where their lengths still are.
 *
 * protobuf-c hands a proto3 string over as a NUL-terminated char * and
 * keeps no length: it copies the bytes and appends a NUL, checking
 * neither for a NUL inside nor for UTF-8 (protobuf-c 1.4,
 * parse_required_member). A version "seeds-1\0-2" thus arrives as
 * "seeds-1", and every comparison after it, strcmp or memcmp alike, sees
 * only what precedes the NUL. So the bytes are checked before they are
 * trusted: every string field, found through the message's own protobuf-c
 * descriptor (nested messages included, at any depth), must hold no NUL
 * and be well-formed UTF-8. A message that passes decodes to C strings
 * whose strlen is their wire length, so that comparing them as C strings
 * compares every byte.
 *
 * A sub-message whose type holds no string at any depth (a game's Step,
 * an Action) is skipped whole: nothing in it can be cut short, and its
 * wire form is protobuf-c's to check when it unpacks the message, which
 * every caller does before it trusts a field.
 *
 * Declaring the fields as bytes would have kept the length, but changes
 * the generated code of every client and what proto3 promises other
 * languages (a string is text); walking the wire keeps the schema.
 */
#ifndef REPLAY_WIRE_STRINGS_H
#define REPLAY_WIRE_STRINGS_H

#include <stddef.h>
#include <stdint.h>

#include <protobuf-c/protobuf-c.h>

/* 0 when every string field of the message (data, len: one packed message
 * of type desc) is NUL-free UTF-8; -1 otherwise, with the field's path and
 * what is wrong in why ("header.decks[1].cards[4]: a NUL byte inside the
 * string, at byte 7"). Also -1 for bytes that are not a message. */
int replay_wire_strings_check(const ProtobufCMessageDescriptor *desc, const uint8_t *data, size_t len, char *why,
                              size_t why_size);

/* 1 when p[0..n) is ASCII without a NUL: a string that passes the check
 * whatever its field (most are; replay/log_unpack.c takes no other). */
int replay_wire_strings_plain(const uint8_t *p, size_t n);

#endif
