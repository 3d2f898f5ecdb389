/*
 * server.c: sockets, threads and shutdown for the three modes of server.h.
 *
 * SIGINT and SIGTERM are blocked in every thread (libzmq's own threads
 * included: they are masked before the context exists) and taken by one
 * watcher thread with sigwait, which raises a flag; the proxy and the
 * workers poll with short timeouts and look at it. No ZeroMQ call is ever
 * interrupted by a signal, and none is made from a signal handler.
 *
 * The proxy is the loop of zmq_proxy (ROUTER front, DEALER back), written
 * out so that a shutdown can stop reading the front and still deliver the
 * replies in flight, and so that a message no REP worker would answer (no
 * empty envelope delimiter before its last frame) is dropped in the proxy
 * rather than counted as in flight.
 */
#include "server.h"

#include "altered.h"
#include "cache.h"
#include "curve.h"
#include "handler.h"
#include "logging.h"

#include <errno.h>
#include <inttypes.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <zmq.h>

enum {
    POLL_MS = 100,        /* how often a blocked thread looks at the stop flag */
    BATCH = 256,          /* messages moved per socket per poll */
    MAX_FRAMES = 64,      /* frames of one request the proxy keeps */
    QUIET_MS = 300        /* connect mode: idle time after which a stopping worker leaves */
};

/* ---------------------------------------------------------------- signals */

static atomic_int stop_flag;          /* signals received */
static atomic_int watcher_done;

typedef struct watcher {
    pthread_t thread;
    sigset_t set;
    int running;
} watcher;

static void stop_signals(sigset_t *set)
{
    sigemptyset(set);
    sigaddset(set, SIGINT);
    sigaddset(set, SIGTERM);
}

static void *watch_main(void *arg)
{
    watcher *w = arg;
    for (;;) {
        int sig = 0;
        if (sigwait(&w->set, &sig) != 0)
            continue;
        if (atomic_load(&watcher_done))
            break;
        int before = atomic_fetch_add(&stop_flag, 1);
        judged_log(JUDGED_LOG_INFO, before ? "%s again: stopping now" : "%s: stopping; answering the requests in flight",
                   sig == SIGINT ? "SIGINT" : "SIGTERM");
    }
    return NULL;
}

/* Blocks the stop signals in this thread and every thread it creates. */
static void watcher_block(watcher *w)
{
    memset(w, 0, sizeof *w);
    stop_signals(&w->set);
    pthread_sigmask(SIG_BLOCK, &w->set, NULL);
    atomic_store(&stop_flag, 0);
    atomic_store(&watcher_done, 0);
}

static int watcher_start(watcher *w)
{
    if (pthread_create(&w->thread, NULL, watch_main, w) != 0)
        return -1;
    w->running = 1;
    return 0;
}

static void watcher_stop(watcher *w)
{
    if (!w->running)
        return;
    atomic_store(&watcher_done, 1);
    pthread_kill(w->thread, SIGTERM);
    pthread_join(w->thread, NULL);
    w->running = 0;
}

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ------------------------------------------------------------------ proxy */

typedef struct frames {
    zmq_msg_t f[MAX_FRAMES];
    int n;
    int dropped;          /* frames past MAX_FRAMES */
} frames;

static void frames_close(frames *m)
{
    for (int i = 0; i < m->n; i++)
        zmq_msg_close(&m->f[i]);
    m->n = 0;
    m->dropped = 0;
}

/* Reads one whole message; 1, 0 when none is waiting, -1 on error. */
static int frames_recv(void *sock, frames *m)
{
    m->n = 0;
    m->dropped = 0;
    int more = 1, first = 1;
    while (more) {
        zmq_msg_t part;
        zmq_msg_init(&part);
        if (zmq_msg_recv(&part, sock, first ? ZMQ_DONTWAIT : 0) < 0) {
            int e = zmq_errno();
            zmq_msg_close(&part);
            frames_close(m);
            return first && e == EAGAIN ? 0 : -1;
        }
        first = 0;
        more = zmq_msg_more(&part);
        if (m->n < MAX_FRAMES) {
            m->f[m->n++] = part;
        } else {
            m->dropped++;
            zmq_msg_close(&part);
        }
    }
    return 1;
}

/* Whether a REP socket would answer the message: it has an empty frame
 * (the envelope delimiter) before its last. Returns the index of the
 * delimiter, or -1. */
static int envelope_end(const frames *m)
{
    int last = m->dropped ? m->n : m->n - 1;
    for (int i = 0; i < last; i++)
        if (zmq_msg_size((zmq_msg_t *)&m->f[i]) == 0)
            return i;
    return -1;
}

/* Sends a whole message; 1 sent, 0 the peer cannot take it now (the
 * message is kept), -1 on error (the message is dropped). */
static int frames_send(void *sock, frames *m)
{
    for (int i = 0; i < m->n; i++) {
        int flags = (i + 1 < m->n ? ZMQ_SNDMORE : 0) | (i == 0 ? ZMQ_DONTWAIT : 0);
        if (zmq_msg_send(&m->f[i], sock, flags) < 0) {
            if (i == 0 && zmq_errno() == EAGAIN)
                return 0;
            for (int j = i; j < m->n; j++)
                zmq_msg_close(&m->f[j]);
            m->n = 0;
            return -1;
        }
    }
    m->n = 0;
    return 1;
}

/* A request cut at MAX_FRAMES keeps at least two body frames, so that the
 * worker refuses it as a request of several frames. */
static void frames_mark_cut(frames *m, int delim)
{
    while (m->n - (delim + 1) < 2 && m->n < MAX_FRAMES) {
        zmq_msg_init(&m->f[m->n]);
        m->n++;
    }
}

typedef struct proxy {
    void *front, *back;
    judged_handler_ctx *h;  /* answers cached queries on the proxy's thread; NULL: none */
    frames pending;         /* a request the back could not take yet */
    int has_pending;
    long inflight;
    uint64_t requests, replies, dropped, answered;
} proxy;

static void free_bytes(void *data, void *hint)
{
    (void)hint;
    free(data);
}

/* A query whose game is cached costs a few microseconds: the proxy answers
 * it at once rather than wake a worker for it (two thread hand-offs, which
 * cost more than the work). Returns 1 when it did. */
static int answer_here(proxy *p, frames *m, int delim)
{
    if (!p->h || m->dropped || delim != m->n - 2)
        return 0;
    zmq_msg_t *body = &m->f[m->n - 1];
    uint8_t *out = NULL;
    size_t out_len = 0;
    if (!judged_handle_cached(p->h, zmq_msg_data(body), zmq_msg_size(body), &out, &out_len))
        return 0;
    zmq_msg_t rep;
    if (zmq_msg_init_data(&rep, out, out_len, free_bytes, NULL) != 0) {
        free(out);
        return 0;
    }
    zmq_msg_close(body);
    m->n--;
    for (int i = 0; i < m->n; i++)                  /* the envelope, then the reply */
        if (zmq_msg_send(&m->f[i], p->front, ZMQ_SNDMORE) < 0)
            zmq_msg_close(&m->f[i]);
    m->n = 0;
    if (zmq_msg_send(&rep, p->front, 0) < 0)
        zmq_msg_close(&rep);
    p->answered++;
    return 1;
}

/* Moves requests from the front; returns -1 on a socket error. */
static int pump_requests(proxy *p)
{
    for (int i = 0; i < BATCH; i++) {
        if (!p->has_pending) {
            int rc = frames_recv(p->front, &p->pending);
            if (rc <= 0)
                return rc;
            int delim = envelope_end(&p->pending);
            /* A cut message must keep its delimiter and two body frames. */
            if (delim < 0 || (p->pending.dropped && delim > MAX_FRAMES - 3)) {
                p->dropped++;
                judged_log(JUDGED_LOG_DEBUG, "proxy: dropped a message of %d frames with no usable envelope",
                           p->pending.n + p->pending.dropped);
                frames_close(&p->pending);
                continue;
            }
            if (answer_here(p, &p->pending, delim))
                continue;
            if (p->pending.dropped)
                frames_mark_cut(&p->pending, delim);
            p->has_pending = 1;
        }
        int rc = frames_send(p->back, &p->pending);
        if (rc == 0)
            return 0;
        p->has_pending = 0;
        if (rc < 0)
            return -1;
        p->inflight++;
        p->requests++;
    }
    return 0;
}

static int pump_replies(proxy *p)
{
    for (int i = 0; i < BATCH; i++) {
        frames m;
        int rc = frames_recv(p->back, &m);
        if (rc <= 0)
            return rc;
        if (m.dropped) {            /* never from our workers; do not send a cut reply */
            frames_close(&m);
            continue;
        }
        for (int k = 0; k < m.n; k++) {
            if (zmq_msg_send(&m.f[k], p->front, k + 1 < m.n ? ZMQ_SNDMORE : 0) < 0) {
                for (int j = k; j < m.n; j++)
                    zmq_msg_close(&m.f[j]);
                break;
            }
        }
        p->inflight--;
        p->replies++;
    }
    return 0;
}

/* Runs until a stop signal; then forwards only replies until none is in
 * flight or drain_ms have passed. Returns 0, or -1 on a socket error. */
static int run_proxy(proxy *p, int drain_ms)
{
    int stopping = 0;
    int64_t deadline = 0;
    int rc = 0;
    for (;;) {
        int sigs = atomic_load(&stop_flag);
        if (sigs && !stopping) {
            stopping = 1;
            deadline = now_ms() + drain_ms;
            if (p->has_pending) {           /* taken from the front but never forwarded: not in flight */
                frames_close(&p->pending);
                p->has_pending = 0;
            }
            judged_log(JUDGED_LOG_INFO, "proxy: %ld request(s) in flight", p->inflight > 0 ? p->inflight : 0);
        }
        if (stopping && (p->inflight <= 0 || sigs > 1 || now_ms() >= deadline)) {
            if (p->inflight > 0)
                judged_log(JUDGED_LOG_WARN, "proxy: leaving %ld request(s) unanswered", p->inflight);
            break;
        }
        zmq_pollitem_t items[2] = {{p->back, 0, ZMQ_POLLIN, 0}, {p->front, 0, ZMQ_POLLIN, 0}};
        if (p->has_pending)
            items[0].events |= ZMQ_POLLOUT;
        int n = stopping || p->has_pending ? 1 : 2;
        int got = zmq_poll(items, n, POLL_MS);
        if (got < 0) {
            if (zmq_errno() == EINTR)
                continue;
            judged_log(JUDGED_LOG_ERROR, "proxy: poll: %s", zmq_strerror(zmq_errno()));
            rc = -1;
            break;
        }
        if (got == 0)
            continue;
        if ((items[0].revents & ZMQ_POLLIN) && pump_replies(p) < 0) {
            judged_log(JUDGED_LOG_ERROR, "proxy: back: %s", zmq_strerror(zmq_errno()));
            rc = -1;
            break;
        }
        if (!stopping && ((n == 2 && (items[1].revents & ZMQ_POLLIN)) ||
                          (p->has_pending && (items[0].revents & ZMQ_POLLOUT))) &&
            pump_requests(p) < 0) {
            judged_log(JUDGED_LOG_ERROR, "proxy: front: %s", zmq_strerror(zmq_errno()));
            rc = -1;
            break;
        }
    }
    if (p->has_pending) {
        frames_close(&p->pending);
        p->has_pending = 0;
    }
    judged_log(JUDGED_LOG_INFO,
               "proxy: %" PRIu64 " requests forwarded, %" PRIu64 " replies, %" PRIu64 " dropped, %" PRIu64
               " answered from the cache on the proxy's thread",
               p->requests, p->replies, p->dropped, p->answered);
    return rc;
}

/* ---------------------------------------------------------------- workers */

typedef struct pool pool;

typedef struct worker {
    pthread_t thread;
    int index, started;
    pool *pool;
    judged_handler_ctx *h;
} worker;

struct pool {
    void *zctx;
    const char *endpoint;      /* where each worker connects */
    int draining;              /* connect mode: leave once quiet after a stop */
    int drain_ms;
    atomic_int stop;           /* serve mode: the proxy is done */
    atomic_int failed;         /* a worker could not connect */
    atomic_int connected;      /* workers whose socket is connected */
    int n;
    worker *w;
    judged_handler_ctx *front;  /* the proxy's own, for cached queries */
    judged_cache *cache;
    alt_cards *db;
};

/* Answers one request already waiting on sock. */
static void serve_one(worker *w, void *sock)
{
    zmq_msg_t req;
    zmq_msg_init(&req);
    if (zmq_msg_recv(&req, sock, 0) < 0) {
        zmq_msg_close(&req);
        return;
    }
    /* A REP socket must read every frame before it replies. */
    int parts = 1, more = zmq_msg_more(&req);
    while (more) {
        zmq_msg_t extra;
        zmq_msg_init(&extra);
        if (zmq_msg_recv(&extra, sock, 0) < 0) {
            zmq_msg_close(&extra);
            break;
        }
        more = zmq_msg_more(&extra);
        zmq_msg_close(&extra);
        parts++;
    }
    uint8_t *out = NULL;
    size_t out_len = 0;
    int rc;
    if (parts == 1) {
        rc = judged_handle(w->h, zmq_msg_data(&req), zmq_msg_size(&req), &out, &out_len);
    } else {
        char msg[96];
        snprintf(msg, sizeof msg, "a request is one frame; this one has %d", parts);
        judged_log(JUDGED_LOG_DEBUG, "worker %d: %s", w->index, msg);
        rc = judged_error_reply(0, 1 /* ERROR_MALFORMED */, msg, &out, &out_len);
    }
    zmq_msg_close(&req);
    zmq_msg_t rep;
    if (rc != 0 || !out) {
        /* Out of memory: an empty reply still frees the REP socket and the client. */
        zmq_msg_init(&rep);
    } else if (zmq_msg_init_data(&rep, out, out_len, free_bytes, NULL) != 0) {
        free(out);
        zmq_msg_init(&rep);
    }
    if (zmq_msg_send(&rep, sock, 0) < 0) {
        zmq_msg_close(&rep);
        judged_log(JUDGED_LOG_WARN, "worker %d: reply not sent: %s", w->index, zmq_strerror(zmq_errno()));
    }
}

static void *worker_main(void *arg)
{
    worker *w = arg;
    pool *pl = w->pool;
    void *sock = zmq_socket(pl->zctx, ZMQ_REP);
    int linger = pl->drain_ms;
    if (!sock || zmq_setsockopt(sock, ZMQ_LINGER, &linger, sizeof linger) != 0 ||
        zmq_connect(sock, pl->endpoint) != 0) {
        judged_log(JUDGED_LOG_ERROR, "worker %d: cannot connect to %s: %s", w->index, pl->endpoint,
                   zmq_strerror(zmq_errno()));
        if (sock)
            zmq_close(sock);
        atomic_store(&pl->failed, 1);
        atomic_fetch_add(&stop_flag, 2);   /* stop everything now */
        return NULL;
    }
    atomic_fetch_add(&pl->connected, 1);
    int64_t quiet_since = 0, deadline = 0;
    for (;;) {
        if (atomic_load(&pl->stop))
            break;
        if (pl->draining && atomic_load(&stop_flag)) {
            int64_t t = now_ms();
            if (!deadline) {
                deadline = t + pl->drain_ms;
                quiet_since = t;
            }
            if (t - quiet_since >= QUIET_MS || t >= deadline || atomic_load(&stop_flag) > 1)
                break;
        }
        zmq_pollitem_t it = {sock, 0, ZMQ_POLLIN, 0};
        int rc = zmq_poll(&it, 1, POLL_MS);
        if (rc < 0) {
            if (zmq_errno() == ETERM)
                break;
            continue;
        }
        if (rc == 0)
            continue;
        serve_one(w, sock);
        if (deadline)
            quiet_since = now_ms();
    }
    zmq_close(sock);
    return NULL;
}

static void pool_destroy(pool *pl)
{
    for (int i = 0; i < pl->n; i++)
        judged_handler_destroy(&pl->w[i].h);
    judged_handler_destroy(&pl->front);
    free(pl->w);
    pl->w = NULL;
    judged_cache_destroy(&pl->cache);
    alt_cards_destroy(&pl->db);
}

/* The handlers, one per worker, sharing one database and one cache. */
static int pool_init(pool *pl, const judged_config *cfg)
{
    memset(pl, 0, sizeof *pl);
    pl->n = cfg->workers > 0 ? cfg->workers : 1;
    pl->drain_ms = cfg->drain_ms;
    alt_err err = alt_cards_bundled(&pl->db);
    if (err != ALT_OK) {
        judged_log(JUDGED_LOG_ERROR, "the bundled card database does not load: %s", alt_strerror(err));
        return -1;
    }
    if (cfg->cache_bytes) {
        pl->cache = judged_cache_new(cfg->cache_bytes);
        if (!pl->cache) {
            judged_log(JUDGED_LOG_ERROR, "a cache of %zu bytes cannot be made (too small, or no memory)",
                       cfg->cache_bytes);
            pool_destroy(pl);
            return -1;
        }
    }
    pl->w = calloc((size_t)pl->n, sizeof *pl->w);
    if (!pl->w) {
        pool_destroy(pl);
        return -1;
    }
    for (int i = 0; i < pl->n; i++) {
        char name[64];
        snprintf(name, sizeof name, "%ld/%d", (long)getpid(), i);
        judged_handler_opts o = {
            .db = pl->db,
            .cache = pl->cache,
            .max_actions = cfg->max_actions,
            .max_request_bytes = cfg->max_message_bytes > 0 ? (size_t)cfg->max_message_bytes : 0,
            .worker = name,
        };
        pl->w[i].index = i;
        pl->w[i].pool = pl;
        pl->w[i].h = judged_handler_new(&o);
        if (!pl->w[i].h) {
            pool_destroy(pl);
            return -1;
        }
    }
    if (pl->cache) {
        char name[64];
        snprintf(name, sizeof name, "%ld/proxy", (long)getpid());
        judged_handler_opts o = {
            .db = pl->db,
            .cache = pl->cache,
            .max_actions = cfg->max_actions,
            .max_request_bytes = cfg->max_message_bytes > 0 ? (size_t)cfg->max_message_bytes : 0,
            .worker = name,
        };
        pl->front = judged_handler_new(&o);
        if (!pl->front) {
            pool_destroy(pl);
            return -1;
        }
    }
    return 0;
}

static int pool_start(pool *pl, void *zctx, const char *endpoint)
{
    pl->zctx = zctx;
    pl->endpoint = endpoint;
    for (int i = 0; i < pl->n; i++) {
        if (pthread_create(&pl->w[i].thread, NULL, worker_main, &pl->w[i]) != 0) {
            judged_log(JUDGED_LOG_ERROR, "cannot start worker %d", i);
            return -1;
        }
        pl->w[i].started = 1;
    }
    /* Every socket connected (or one failed) before the banner says so. */
    int64_t deadline = now_ms() + 10000;
    while (atomic_load(&pl->connected) < pl->n && !atomic_load(&pl->failed) && now_ms() < deadline) {
        struct timespec ts = {0, 1000000};
        nanosleep(&ts, NULL);
    }
    return atomic_load(&pl->failed) ? -1 : 0;
}

static void pool_join(pool *pl)
{
    atomic_store(&pl->stop, 1);
    for (int i = 0; i < pl->n; i++)
        if (pl->w[i].started) {
            pthread_join(pl->w[i].thread, NULL);
            pl->w[i].started = 0;
        }
}

/* ------------------------------------------------------------------ front */

/* A ROUTER bound to endpoint with the front's options (size limit, CURVE);
 * writes the endpoint it got into out. NULL on failure (logged). */
static void *bind_front(void *zctx, const judged_config *cfg, const char *endpoint, char *out, size_t out_size)
{
    void *s = zmq_socket(zctx, ZMQ_ROUTER);
    if (!s) {
        judged_log(JUDGED_LOG_ERROR, "socket: %s", zmq_strerror(zmq_errno()));
        return NULL;
    }
    int linger = cfg->drain_ms;
    int64_t maxsize = cfg->max_message_bytes;
    zmq_setsockopt(s, ZMQ_LINGER, &linger, sizeof linger);
    if (zmq_setsockopt(s, ZMQ_MAXMSGSIZE, &maxsize, sizeof maxsize) != 0) {
        judged_log(JUDGED_LOG_ERROR, "ZMQ_MAXMSGSIZE: %s", zmq_strerror(zmq_errno()));
        zmq_close(s);
        return NULL;
    }
    if (cfg->curve_secret_key) {
        char secret[JUDGED_Z85_KEY + 1], pub[JUDGED_Z85_KEY + 1], err[256];
        if (judged_key_read(cfg->curve_secret_key, secret, err, sizeof err) != 0) {
            judged_log(JUDGED_LOG_ERROR, "CURVE secret key: %s", err);
            zmq_close(s);
            return NULL;
        }
        int one = 1;
        if (zmq_setsockopt(s, ZMQ_CURVE_SERVER, &one, sizeof one) != 0 ||
            zmq_setsockopt(s, ZMQ_CURVE_SECRETKEY, secret, JUDGED_Z85_KEY + 1) != 0 ||
            zmq_setsockopt(s, ZMQ_ZAP_DOMAIN, "altered-judged", strlen("altered-judged")) != 0) {
            judged_log(JUDGED_LOG_ERROR, "CURVE options: %s", zmq_strerror(zmq_errno()));
            zmq_close(s);
            return NULL;
        }
        if (judged_key_public(secret, pub) == 0)
            judged_log(JUDGED_LOG_INFO, "CURVE on %s; the server's public key is %s", endpoint, pub);
        memset(secret, 0, sizeof secret);
    }
    if (zmq_bind(s, endpoint) != 0) {
        judged_log(JUDGED_LOG_ERROR, "cannot bind %s: %s", endpoint, zmq_strerror(zmq_errno()));
        zmq_close(s);
        return NULL;
    }
    size_t len = out_size;
    if (zmq_getsockopt(s, ZMQ_LAST_ENDPOINT, out, &len) != 0)
        snprintf(out, out_size, "%s", endpoint);
    return s;
}

/* The ZAP handler when the front uses CURVE; 0, or -1 (logged). */
static int start_zap(void *zctx, const judged_config *cfg, judged_zap **out)
{
    *out = NULL;
    if (!cfg->curve_secret_key) {
        if (cfg->curve_allow)
            judged_log(JUDGED_LOG_WARN, "--curve-allow without --curve-secret-key: no CURVE, the list is unused");
        return 0;
    }
    if (!judged_curve_available()) {
        judged_log(JUDGED_LOG_ERROR, "this libzmq was built without CURVE (zmq_has(\"curve\") is false)");
        return -1;
    }
    char err[256];
    *out = judged_zap_start(zctx, cfg->curve_allow, err, sizeof err);
    if (!*out) {
        judged_log(JUDGED_LOG_ERROR, "%s", err);
        return -1;
    }
    int n = judged_zap_keys(*out);
    if (n < 0)
        judged_log(JUDGED_LOG_WARN, "CURVE without --curve-allow: every client that knows the server key is admitted");
    else
        judged_log(JUDGED_LOG_INFO, "CURVE: %d client key(s) allowed (%s)", n, cfg->curve_allow);
    return 0;
}

static void *new_context(void)
{
    void *zctx = zmq_ctx_new();
    if (!zctx)
        judged_log(JUDGED_LOG_ERROR, "zmq_ctx_new: %s", zmq_strerror(zmq_errno()));
    return zctx;
}

/* ------------------------------------------------------------------ modes */

int judged_serve(const judged_config *cfg)
{
    watcher wt;
    watcher_block(&wt);
    pool pl;
    if (pool_init(&pl, cfg) != 0)
        return 1;
    void *zctx = new_context();
    if (!zctx) {
        pool_destroy(&pl);
        return 1;
    }
    int rc = 1;
    judged_zap *zap = NULL;
    void *front = NULL, *back = NULL;
    char endpoint[256], inproc[64];
    snprintf(inproc, sizeof inproc, "inproc://altered-judged-workers-%ld", (long)getpid());
    if (start_zap(zctx, cfg, &zap) != 0)
        goto out;
    front = bind_front(zctx, cfg, cfg->bind, endpoint, sizeof endpoint);
    if (!front)
        goto out;
    back = zmq_socket(zctx, ZMQ_DEALER);
    int zero = 0;
    if (!back || zmq_setsockopt(back, ZMQ_LINGER, &zero, sizeof zero) != 0 || zmq_bind(back, inproc) != 0) {
        judged_log(JUDGED_LOG_ERROR, "%s: %s", inproc, zmq_strerror(zmq_errno()));
        goto out;
    }
    if (pool_start(&pl, zctx, inproc) != 0 || watcher_start(&wt) != 0)
        goto stop;

    size_t supported = 0, ncards = alt_cards_count(pl.db);
    for (size_t i = 0; i < ncards; i++)
        supported += alt_cards_get(pl.db, (uint16_t)i)->supported != 0;
    printf("%s\n", endpoint);
    printf("altered-judged %s: %d worker(s), cache %zu MiB, card database %s (%zu cards, %zu supported)%s\n",
           ALT_ENGINE_VERSION, pl.n, cfg->cache_bytes >> 20, alt_cards_version(pl.db), ncards, supported,
           cfg->curve_secret_key ? ", CURVE" : "");
    printf("ask it:  %s --endpoint %s%s info\n", cfg->client_hint ? cfg->client_hint : "altered-judge-client",
           endpoint, cfg->curve_secret_key ? " --curve-server-key SERVER.pub --curve-key CLIENT" : "");
    printf("stop it: Ctrl-C or SIGTERM\n");
    fflush(stdout);
    judged_log(JUDGED_LOG_INFO, "listening on %s with %d worker(s)", endpoint, pl.n);

    proxy p = {.front = front, .back = back, .h = pl.front};
    rc = run_proxy(&p, cfg->drain_ms) == 0 ? 0 : 1;
stop:
    pool_join(&pl);
    if (atomic_load(&pl.failed))
        rc = 1;
out:
    if (front)
        zmq_close(front);
    if (back)
        zmq_close(back);
    judged_zap_stop(&zap);
    zmq_ctx_term(zctx);
    watcher_stop(&wt);
    if (pl.cache) {
        judged_cache_stats st;
        judged_cache_get_stats(pl.cache, &st);
        judged_log(JUDGED_LOG_INFO,
                   "cache: %" PRIu64 " hits, %" PRIu64 " prefix hits, %" PRIu64 " misses, %zu of %zu states held",
                   st.hits, st.partial_hits, st.misses, st.entries, st.capacity);
    }
    pool_destroy(&pl);
    judged_log(JUDGED_LOG_INFO, "stopped");
    return rc;
}

int judged_connect(const judged_config *cfg)
{
    watcher wt;
    watcher_block(&wt);
    pool pl;
    if (pool_init(&pl, cfg) != 0)
        return 1;
    pl.draining = 1;
    void *zctx = new_context();
    if (!zctx) {
        pool_destroy(&pl);
        return 1;
    }
    int rc = 1;
    if (pool_start(&pl, zctx, cfg->connect) == 0 && watcher_start(&wt) == 0) {
        printf("%s\n", cfg->connect);
        printf("altered-judged %s: %d worker(s) connected to %s, cache %zu MiB\n", ALT_ENGINE_VERSION, pl.n,
               cfg->connect, cfg->cache_bytes >> 20);
        fflush(stdout);
        judged_log(JUDGED_LOG_INFO, "%d worker(s) connected to %s", pl.n, cfg->connect);
        rc = 0;
    }
    /* The workers leave by themselves once stopped and quiet. */
    for (int i = 0; i < pl.n; i++)
        if (pl.w[i].started) {
            pthread_join(pl.w[i].thread, NULL);
            pl.w[i].started = 0;
        }
    if (atomic_load(&pl.failed))
        rc = 1;
    zmq_ctx_term(zctx);
    watcher_stop(&wt);
    pool_destroy(&pl);
    judged_log(JUDGED_LOG_INFO, "stopped");
    return rc;
}

int judged_broker(const judged_config *cfg)
{
    watcher wt;
    watcher_block(&wt);
    void *zctx = new_context();
    if (!zctx)
        return 1;
    int rc = 1;
    judged_zap *zap = NULL;
    void *front = NULL, *back = NULL;
    char fend[256], bend[256];
    if (start_zap(zctx, cfg, &zap) != 0)
        goto out;
    front = bind_front(zctx, cfg, cfg->broker_front, fend, sizeof fend);
    if (!front)
        goto out;
    back = zmq_socket(zctx, ZMQ_DEALER);
    int linger = cfg->drain_ms;
    size_t len = sizeof bend;
    if (!back || zmq_setsockopt(back, ZMQ_LINGER, &linger, sizeof linger) != 0 ||
        zmq_bind(back, cfg->broker_back) != 0 || zmq_getsockopt(back, ZMQ_LAST_ENDPOINT, bend, &len) != 0) {
        judged_log(JUDGED_LOG_ERROR, "cannot bind %s: %s", cfg->broker_back, zmq_strerror(zmq_errno()));
        goto out;
    }
    if (watcher_start(&wt) != 0)
        goto out;
    printf("%s\n%s\n", fend, bend);
    printf("altered-judged %s: broker; clients connect to %s, workers (altered-judged --connect) to %s\n",
           ALT_ENGINE_VERSION, fend, bend);
    fflush(stdout);
    judged_log(JUDGED_LOG_INFO, "broker: front %s, back %s", fend, bend);
    proxy p = {.front = front, .back = back};
    rc = run_proxy(&p, cfg->drain_ms) == 0 ? 0 : 1;
out:
    if (front)
        zmq_close(front);
    if (back)
        zmq_close(back);
    judged_zap_stop(&zap);
    zmq_ctx_term(zctx);
    watcher_stop(&wt);
    judged_log(JUDGED_LOG_INFO, "stopped");
    return rc;
}
