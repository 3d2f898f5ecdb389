/*
 * server.h: the daemon's sockets and threads, in its three modes:
 *
 *   serve   a ROUTER front bound to an endpoint, a DEALER back on inproc,
 *           the proxy between them, and a pool of REP worker threads;
 *   connect the worker pool alone, its REP sockets connected to a broker's
 *           back endpoint;
 *   broker  the ROUTER/DEALER proxy alone, between two bound endpoints.
 *
 * Each mode runs until SIGINT or SIGTERM, then stops taking requests,
 * answers those in flight and returns 0.
 */
#ifndef JUDGED_SERVER_H
#define JUDGED_SERVER_H

#include <stddef.h>
#include <stdint.h>

typedef struct judged_config {
    const char *bind;               /* serve: the front endpoint */
    const char *connect;            /* connect: the broker's back endpoint */
    const char *broker_front;       /* broker */
    const char *broker_back;
    int workers;                    /* threads answering requests */
    size_t cache_bytes;             /* 0: no cache */
    size_t max_actions;
    int64_t max_message_bytes;      /* ZMQ_MAXMSGSIZE on the front; -1: none */
    const char *curve_secret_key;   /* a key file: CURVE on the front */
    const char *curve_allow;        /* a key file or folder of *.pub */
    int drain_ms;                   /* the longest wait for in-flight replies */
    const char *client_hint;        /* the client's path, for the banner */
} judged_config;

int judged_serve(const judged_config *cfg);
int judged_connect(const judged_config *cfg);
int judged_broker(const judged_config *cfg);

#endif
