/*
 * fdguard.h: the daemon at its file descriptor limit. libzmq accepts
 * connections on its own I/O thread; when accept() fails for want of a
 * descriptor the pending connection stays in the listen queue, libzmq
 * tries again at once, and the daemon spins with the client never told.
 * The guard raises the soft limit to the hard one at start and watches
 * the front socket's ZMQ_EVENT_ACCEPTED and ZMQ_EVENT_ACCEPT_FAILED
 * events: a client over the limit is refused at once (its connection
 * closed), the connected ones are served on, and the log says so at a
 * bounded rate.
 */
#ifndef JUDGED_FDGUARD_H
#define JUDGED_FDGUARD_H

/* Raises RLIMIT_NOFILE's soft limit to its hard limit where allowed, and
 * logs the limit. */
void judged_fd_limit_raise(void);

typedef struct judged_fdguard judged_fdguard;

/* Watches socket (bound to endpoint, a tcp:// one; others need no guard:
 * NULL is returned, which judged_fdguard_stop takes). NULL also when the
 * guard cannot start (logged; the daemon serves on without it). */
judged_fdguard *judged_fdguard_start(void *zmq_ctx, void *socket, const char *endpoint);
void judged_fdguard_stop(judged_fdguard **g);

/* The lowest descriptor number the guard refuses (connections accepted
 * into it or above are shut down); 0 for a NULL guard. The proxy drops
 * requests read from such a descriptor, so that a connection the guard
 * reads late is never served once and then cut off. */
int judged_fdguard_first_refused(const judged_fdguard *g);

#endif
