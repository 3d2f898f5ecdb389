/*
 * wire_size.h: how much memory unpacking a packed protobuf message would
 * take, counted on the wire before anything is unpacked.
 *
 * A message's size on the wire says little of its size unpacked: an empty
 * Step is two bytes packed and some 150 bytes as protobuf-c's structures,
 * so a 16 MB request of empty steps unpacks to a gigabyte, and a 64 MiB
 * game frame to several. The readers (the daemon's handler, the archive
 * reader) count first, and refuse what would pass their bound, so that
 * their memory is bounded by their limits rather than by what a message
 * makes of them.
 */
#ifndef REPLAY_WIRE_SIZE_H
#define REPLAY_WIRE_SIZE_H

#include <stddef.h>
#include <stdint.h>

#include <protobuf-c/protobuf-c.h>

/* An upper bound of what protobuf-c's unpacking of data (one message of
 * type desc) allocates, in bytes, this project's own decoder
 * (log_unpack.h) included: every message structure, every repeated
 * field's array, every string and byte field, each allocation rounded as
 * an arena rounds it, and protobuf-c's own bookkeeping of the fields it
 * scans. The count stops past limit: it returns limit + 1 then, having
 * walked no further. Bytes that are not a message count for what was
 * walked before them (unpacking refuses them anyway). */
size_t replay_wire_unpacked_size(const ProtobufCMessageDescriptor *desc, const uint8_t *data, size_t len,
                                 size_t limit);

#endif
