/*
 * proxy.h: the loop between the daemon's ROUTER front (clients) and its
 * ROUTER back (workers: threads over inproc, or remote pools through a
 * broker), after ZeroMQ's Paranoid Pirate pattern, so that it can bound
 * what is queued and answer for every request it took:
 *
 *  - each worker is one DEALER socket; it says it is there and idle with a
 *    heartbeat (one frame, JUDGED_WORKER_HEARTBEAT) at start and then every
 *    heartbeat interval while idle, and holds at most JUDGED_WORKER_CREDIT
 *    requests at once, so a worker that dies or stops takes no more than
 *    that with it;
 *  - each request is kept in a table, under a sequence number the proxy
 *    puts before the client's envelope; a worker sends everything up to
 *    the envelope's empty frame back before its reply, so the reply names
 *    its request, and the reply goes to the client the table holds for
 *    it, from a worker it was given to only;
 *  - a message of more frames or envelope bytes than a request may have
 *    is refused at the door;
 *  - the bytes in flight and the replies libzmq holds unread are bounded
 *    in all and per client connection; a request over either bound is
 *    answered ERROR_BUSY at once, and a reply its connection leaves unread
 *    past its bound is dropped;
 *  - with no worker at all for JUDGED_NO_WORKER_MS, the requests waiting
 *    are answered ERROR_UNAVAILABLE;
 *  - a worker that lets a request time out, or goes silent while idle,
 *    is dropped; what it held is sent to another (once, by default, in a
 *    broker) or answered ERROR_UNAVAILABLE, as is a request no worker
 *    takes in time;
 *  - at a stop signal, requests still unread are answered "shutting
 *    down" (ERROR_UNAVAILABLE), the replies in flight are forwarded for
 *    up to the drain time, and any left then get ERROR_UNAVAILABLE too.
 */
#ifndef JUDGED_PROXY_H
#define JUDGED_PROXY_H

#include "handler.h"

#include <stdatomic.h>
#include <stddef.h>

enum {
    /* judged_proxy_run: some requests were taken and never answered by a
     * worker (each got ERROR_UNAVAILABLE); also the daemon's exit code. */
    JUDGED_PROXY_ABANDONED = 3,
    /* Requests one worker holds at once. One: the next request goes to
     * the first worker free, in the clients' turn, so that a request
     * never waits behind another client's long one at a busy worker, and
     * a worker that dies or stops takes one request with it. */
    JUDGED_WORKER_CREDIT = 1,
    JUDGED_WORKER_HEARTBEAT = 'H',
    JUDGED_WORKER_GOODBYE = 'D',    /* a stopping worker: give it no more */
    /* Heartbeat intervals an idle worker may miss before it is dropped
     * (and a broker-worker TCP link, in ZMTP heartbeats). */
    JUDGED_HEARTBEAT_MISSES = 3,
    /* The most frames a request may have as the front reads it: the
     * client's routing id, the envelope, its empty delimiter and the one
     * body frame. A REQ client sends 3; more are refused at the door
     * (answered ERROR_MALFORMED when the envelope can be sent back, else
     * dropped), so that no message holds a worker or the table. */
    JUDGED_MAX_FRAMES = 16,
    /* The most bytes the frames before the delimiter may hold, routing id
     * included; more are dropped at the door. */
    JUDGED_MAX_ENVELOPE_BYTES = 1024,
    /* How long requests wait when no worker is connected at all before
     * they are answered ERROR_UNAVAILABLE: less than a client's usual
     * timeout (altered-judge-client's is 10 s), so that it hears why. */
    JUDGED_NO_WORKER_MS = 3000
};

typedef struct judged_proxy_opts {
    void *front, *back;
    judged_handler_ctx *h;      /* answers cached queries on the proxy's thread; NULL: none */
    atomic_int *stop;           /* signals received: 1 drain, 2 or more stop now */
    int drain_ms;               /* the longest wait for replies in flight at a stop */
    size_t queue_bytes;         /* bytes of requests in flight and replies unread, all clients */
    size_t client_queue_bytes;  /* the same, one client connection */
    int request_timeout_ms;     /* 0: none */
    int retries;                /* times a request whose worker was lost is sent again */
    int heartbeat_ms;           /* the workers' heartbeat interval; 0: idle workers never dropped */
    int refuse_fd_from;         /* requests read from a TCP descriptor this high or higher are
                                 * dropped unanswered: the fd guard shuts those connections;
                                 * 0: none dropped */
} judged_proxy_opts;

/* Runs until a stop signal and the drain after it. Returns 0 when every
 * request taken was answered, JUDGED_PROXY_ABANDONED when some were given
 * up at the stop, -1 on a socket error (logged). */
int judged_proxy_run(const judged_proxy_opts *o);

#endif
