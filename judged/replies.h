/*
 * replies.h: the bytes of the replies the daemon has handed to libzmq and
 * libzmq still holds, counted while it holds them.
 *
 * A reply sent on the front socket waits in libzmq until the client's
 * connection takes it: a client that sends requests and never reads the
 * replies leaves up to the send high-water mark of them queued there (some
 * 40 MB of State replies per connection), memory the request budget never
 * saw. So every reply goes out as a message whose bytes are added to two
 * counters when it is made (the daemon's and its connection's) and taken
 * off when libzmq frees it: once it is written to the connection, or
 * dropped with a connection that went away. The proxy reads the counters
 * to refuse new requests over the budget and to drop replies a connection
 * leaves unread past its bound.
 *
 * The counters are shared with libzmq's I/O thread, which frees the
 * messages: they are atomic and reference-counted, and a counter lives as
 * long as its owner or any message it counts, whichever is last.
 */
#ifndef JUDGED_REPLIES_H
#define JUDGED_REPLIES_H

#include <stddef.h>
#include <zmq.h>

/* What a reply costs beyond its bytes: libzmq's message and content
 * records and the pipe's slot, so that a flood of tiny replies counts. */
enum { JUDGED_REPLY_OVERHEAD = 256 };

typedef struct judged_replies judged_replies;

/* A counter at 0, held once by the caller; NULL when out of memory. */
judged_replies *judged_replies_new(void);
/* Drops the caller's hold; the counter goes when nothing holds it. */
void judged_replies_release(judged_replies **r);
/* The bytes its messages hold now (their cost: bytes and overhead). */
size_t judged_replies_bytes(const judged_replies *r);

/* Makes *m a message of the len bytes at data (copied) counted in all and
 * in conn (either may be NULL) until libzmq frees it. 0, or -1 when out
 * of memory (*m is then an empty message, counted nowhere). */
int judged_replies_copy(zmq_msg_t *m, judged_replies *all, judged_replies *conn, const void *data, size_t len);
/* The same taking over data (malloc'd; freed with the message, or at
 * once on failure). */
int judged_replies_adopt(zmq_msg_t *m, judged_replies *all, judged_replies *conn, void *data, size_t len);

#endif
