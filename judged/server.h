/*
 * server.h: the daemon's sockets and threads, in its three modes:
 *
 *   serve   a ROUTER front bound to an endpoint, a DEALER back on inproc,
 *           the proxy between them, and a pool of REP worker threads;
 *   connect the worker pool alone, its REP sockets connected to a broker's
 *           back endpoint;
 *   broker  the ROUTER/DEALER proxy alone, between two bound endpoints.
 *
 * Each mode runs until SIGINT or SIGTERM, then answers the requests
 * still unread "shutting down", forwards the replies in flight and returns
 * 0, or JUDGED_PROXY_ABANDONED (proxy.h) when some were given up.
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
    const char *back_curve_secret_key;  /* broker: CURVE on the back */
    const char *back_curve_allow;   /* broker: the worker keys admitted */
    int insecure_back;              /* broker: a CURVE front beside an open back, asked for */
    const char *curve_server_key;   /* connect: the broker back's public key file */
    const char *curve_key;          /* connect: PREFIX of this pool's PREFIX.key and PREFIX.pub */
    size_t queue_bytes;             /* requests in flight, in bytes, all clients */
    size_t client_queue_bytes;      /* the same for one client connection */
    int request_timeout_ms;         /* -1: the mode's default; 0: none */
    int heartbeat_ms;               /* broker-worker links; 0: none */
    int drain_ms;                   /* the longest wait for in-flight replies */
    const char *client_hint;        /* the client's path, for the banner */
} judged_config;

enum {
    JUDGED_QUEUE_MB = 256,          /* --queue-mb by default */
    JUDGED_CLIENT_QUEUE_MB = 64,    /* --client-queue-mb by default */
    JUDGED_BROKER_TIMEOUT_MS = 30000,   /* a broker's --request-timeout-ms by default */
    JUDGED_HEARTBEAT_MS = 1000
};

/* The options that would leave a socket open or a setting unused, checked
 * before any socket exists: 0, or -1 with the reason in err. */
int judged_config_check(const judged_config *cfg, char *err, size_t err_size);

int judged_serve(const judged_config *cfg);
int judged_connect(const judged_config *cfg);
int judged_broker(const judged_config *cfg);

#endif
