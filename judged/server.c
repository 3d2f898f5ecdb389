/*
 * server.c: sockets, threads and shutdown for the three modes of server.h;
 * the loop between front and back is proxy.c's.
 *
 * SIGINT and SIGTERM are blocked in every thread (libzmq's own threads
 * included: they are masked before the context exists) and taken by one
 * watcher thread with sigwait, which raises a flag; the proxy and the
 * workers poll with short timeouts and look at it. No ZeroMQ call is ever
 * interrupted by a signal, and none is made from a signal handler.
 *
 * A broker's back socket is secured as the front is (CURVE, a ZAP allow
 * list of worker keys, a size limit), and both ends of a broker-worker
 * link send ZMTP heartbeats (ZMQ_HEARTBEAT_*), so that a worker killed or
 * stopped loses its connection within a few heartbeats and the broker
 * stops dealing requests to it.
 */
#include "server.h"

#include "altered.h"
#include "cache.h"
#include "curve.h"
#include "fdguard.h"
#include "handler.h"
#include "logging.h"
#include "proxy.h"

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
    QUIET_MS = 300,       /* connect mode: idle time after which a stopping worker leaves */
    /* Messages a client connection may queue unread in the front socket:
     * with the proxy reading at once this is seldom reached, and it bounds
     * what one connection holds in libzmq if the proxy falls behind. */
    FRONT_RCVHWM = 32,
    HEARTBEAT_IDLE_MS = 1000    /* a worker's heartbeat when --heartbeat-ms is 0 (it still announces itself) */
};

static const char ZAP_FRONT[] = "altered-judged";
static const char ZAP_BACK[] = "altered-judged-workers";

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

static void free_bytes(void *data, void *hint)
{
    (void)hint;
    free(data);
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
    atomic_int linked;         /* connect mode: workers whose handshake with the broker's back succeeded */
    atomic_llong last_refusal; /* connect mode: when a refusal was last logged (ms) */
    int heartbeat_ms;          /* the workers' heartbeats (ZMTP ones too, to a broker); 0: none */
    char server_key[JUDGED_Z85_KEY + 1];    /* connect mode with CURVE: the broker's */
    char public_key[JUDGED_Z85_KEY + 1], secret_key[JUDGED_Z85_KEY + 1];
    int n;
    worker *w;
    judged_handler_ctx *front;  /* the proxy's own, for cached queries */
    judged_cache *cache;
    alt_cards *db;
};

/* Answers one request already waiting on sock: [sequence, client
 * envelope..., "", request] from the proxy; the reply goes back after
 * everything up to the empty frame, as a REP socket would send it. Every
 * message that names a sequence is answered, however malformed, so that
 * the proxy always gets its worker back: a request of several frames, or
 * one whose envelope cannot be found, gets an error reply behind its
 * sequence alone (the proxy routes by the sequence). */
static void serve_one(worker *w, void *sock)
{
    enum { KEEP = 64 };
    zmq_msg_t f[KEEP];
    int n = 0, total = 0, more = 1;
    while (more) {
        zmq_msg_t part;
        zmq_msg_init(&part);
        if (zmq_msg_recv(&part, sock, 0) < 0) {
            zmq_msg_close(&part);
            break;
        }
        more = zmq_msg_more(&part);
        total++;
        if (n < KEEP)
            f[n++] = part;
        else
            zmq_msg_close(&part);
    }
    if (n == 0)
        return;
    int delim = -1;
    for (int i = 1; i < n && delim < 0; i++)
        if (zmq_msg_size(&f[i]) == 0)
            delim = i;
    int parts = delim < 0 ? 0 : total - (delim + 1);
    uint8_t *out = NULL;
    size_t out_len = 0;
    int rc;
    if (parts == 1 && total <= KEEP) {
        rc = judged_handle(w->h, zmq_msg_data(&f[delim + 1]), zmq_msg_size(&f[delim + 1]), &out, &out_len);
    } else {
        char msg[96];
        if (delim < 0 || total > KEEP)
            snprintf(msg, sizeof msg, "a message of %d frames with no envelope this worker can read", total);
        else
            snprintf(msg, sizeof msg, "a request is one frame; this one has %d", parts);
        judged_log(JUDGED_LOG_DEBUG, "worker %d: %s", w->index, msg);
        rc = judged_error_reply(0, 1 /* ERROR_MALFORMED */, msg, &out, &out_len);
        if (delim < 0 || total > KEEP)
            delim = 0;   /* the sequence alone, then the reply */
    }
    for (int i = delim + 1; i < n; i++)
        zmq_msg_close(&f[i]);
    zmq_msg_t rep;
    if (rc != 0 || !out) {
        /* Out of memory: an empty reply still tells the client. */
        zmq_msg_init(&rep);
    } else if (zmq_msg_init_data(&rep, out, out_len, free_bytes, NULL) != 0) {
        free(out);
        zmq_msg_init(&rep);
    }
    int failed = 0;
    for (int i = 0; i <= delim; i++)
        if (failed || zmq_msg_send(&f[i], sock, ZMQ_SNDMORE) < 0) {
            zmq_msg_close(&f[i]);
            failed = 1;
        }
    if (delim == 0 && !failed) {
        /* After the sequence: the empty frame a reply's envelope ends with. */
        zmq_msg_t empty;
        zmq_msg_init(&empty);
        if (zmq_msg_send(&empty, sock, ZMQ_SNDMORE) < 0) {
            zmq_msg_close(&empty);
            failed = 1;
        }
    }
    if (failed || zmq_msg_send(&rep, sock, 0) < 0) {
        zmq_msg_close(&rep);
        judged_log(JUDGED_LOG_WARN, "worker %d: reply not sent: %s", w->index, zmq_strerror(zmq_errno()));
    }
}

/* One frame to the proxy: a heartbeat (idle, here) or a goodbye. */
static void send_signal(void *sock, char c)
{
    zmq_send(sock, &c, 1, ZMQ_DONTWAIT);
}

/* ZMTP heartbeats on s: a PING every ms, the link dropped after
 * HEARTBEAT_MISSES of them without traffic (and the peer told the same,
 * ZMQ_HEARTBEAT_TTL), so a dead or stopped peer is noticed in seconds
 * rather than at TCP's keepalive hours. */
static int set_heartbeat(void *s, int ms)
{
    if (ms <= 0)
        return 0;
    int timeout = ms * JUDGED_HEARTBEAT_MISSES;
    int ttl = timeout > 6553500 ? 6553500 : timeout;
    return zmq_setsockopt(s, ZMQ_HEARTBEAT_IVL, &ms, sizeof ms) == 0 &&
                   zmq_setsockopt(s, ZMQ_HEARTBEAT_TIMEOUT, &timeout, sizeof timeout) == 0 &&
                   zmq_setsockopt(s, ZMQ_HEARTBEAT_TTL, &ttl, sizeof ttl) == 0
               ? 0
               : -1;
}

/* A worker's socket options in connect mode: CURVE client of the broker's
 * back, heartbeats. */
static int worker_options(pool *pl, void *sock)
{
    if (pl->draining && set_heartbeat(sock, pl->heartbeat_ms) != 0)
        return -1;
    if (!pl->server_key[0])
        return 0;
    return zmq_setsockopt(sock, ZMQ_CURVE_SERVERKEY, pl->server_key, JUDGED_Z85_KEY + 1) == 0 &&
                   zmq_setsockopt(sock, ZMQ_CURVE_PUBLICKEY, pl->public_key, JUDGED_Z85_KEY + 1) == 0 &&
                   zmq_setsockopt(sock, ZMQ_CURVE_SECRETKEY, pl->secret_key, JUDGED_Z85_KEY + 1) == 0
               ? 0
               : -1;
}

/* ------------------------------------------------------- the broker link */

/* In connect mode each worker watches its connection's handshakes
 * (zmq_socket_monitor): connect() succeeds before any handshake, so a
 * worker whose broker refuses it (a plaintext worker at a CURVE back, a
 * key the back does not list) would otherwise be taken for connected. The
 * pool logs when all its workers are through, and each refusal (at most
 * one line per 10 s), with what to change. */
typedef struct broker_link {
    void *mon;                 /* the monitor's PAIR socket; NULL when not watched */
    int linked;                /* this worker's handshake succeeded, and its connection holds */
} broker_link;

enum { LINK_EVENTS = ZMQ_EVENT_HANDSHAKE_SUCCEEDED | ZMQ_EVENT_HANDSHAKE_FAILED_NO_DETAIL |
                     ZMQ_EVENT_HANDSHAKE_FAILED_PROTOCOL | ZMQ_EVENT_HANDSHAKE_FAILED_AUTH | ZMQ_EVENT_DISCONNECTED,
       REFUSAL_LOG_MS = 10000 };

static int link_watch(broker_link *l, pool *pl, worker *w, void *sock)
{
    memset(l, 0, sizeof *l);
    if (!pl->draining)
        return 0;   /* serve mode: an inproc socket of this process */
    char ep[96];
    snprintf(ep, sizeof ep, "inproc://altered-judged-link-%ld-%d", (long)getpid(), w->index);
    if (zmq_socket_monitor(sock, ep, LINK_EVENTS) != 0)
        return -1;
    l->mon = zmq_socket(pl->zctx, ZMQ_PAIR);
    if (!l->mon || zmq_connect(l->mon, ep) != 0) {
        if (l->mon)
            zmq_close(l->mon);
        l->mon = NULL;
        zmq_socket_monitor(sock, NULL, 0);
        return -1;
    }
    return 0;
}

/* Why a handshake failed, and what to change. */
static const char *refusal_words(uint16_t event, uint32_t value, int curve)
{
    if (event == ZMQ_EVENT_HANDSHAKE_FAILED_AUTH)
        return "the broker's back does not admit this pool's key (--back-curve-allow on the broker must list "
               "PREFIX.pub)";
    if (event == ZMQ_EVENT_HANDSHAKE_FAILED_PROTOCOL && value == ZMQ_PROTOCOL_ERROR_ZMTP_MECHANISM_MISMATCH)
        return curve ? "the broker's back speaks no CURVE: drop --curve-server-key and --curve-key, or secure "
                       "the back"
                     : "the broker's back speaks CURVE and this pool does not: give --curve-server-key (the "
                       "back's public key) and --curve-key";
    if (!curve)
        return "the broker's back closed the handshake: a CURVE back refuses a plaintext pool (give "
               "--curve-server-key and --curve-key)";
    return "the broker's back closed the handshake (is --curve-server-key the back's public key?)";
}

/* One event of the monitor: a handshake through, refused, or a link lost. */
static void link_event(broker_link *l, pool *pl, worker *w)
{
    zmq_msg_t head, addr;
    zmq_msg_init(&head);
    zmq_msg_init(&addr);
    if (zmq_msg_recv(&head, l->mon, ZMQ_DONTWAIT) < 0) {
        zmq_msg_close(&head);
        zmq_msg_close(&addr);
        return;
    }
    int more = zmq_msg_more(&head);
    if (more)
        zmq_msg_recv(&addr, l->mon, 0);
    uint16_t event = 0;
    uint32_t value = 0;
    if (zmq_msg_size(&head) >= 6) {
        memcpy(&event, zmq_msg_data(&head), 2);
        memcpy(&value, (uint8_t *)zmq_msg_data(&head) + 2, 4);
    }
    zmq_msg_close(&head);
    zmq_msg_close(&addr);
    if (event == ZMQ_EVENT_HANDSHAKE_SUCCEEDED) {
        if (!l->linked) {
            l->linked = 1;
            if (atomic_fetch_add(&pl->linked, 1) + 1 == pl->n)
                judged_log(JUDGED_LOG_INFO, "%d worker(s) connected to %s (handshake done)", pl->n, pl->endpoint);
        }
        return;
    }
    if (l->linked) {
        l->linked = 0;
        atomic_fetch_sub(&pl->linked, 1);
    }
    if (event == ZMQ_EVENT_DISCONNECTED) {
        judged_log(JUDGED_LOG_DEBUG, "worker %d: the connection to %s closed; reconnecting", w->index, pl->endpoint);
        return;
    }
    long long t = now_ms(), last = atomic_load(&pl->last_refusal);
    if (t - last >= REFUSAL_LOG_MS && atomic_compare_exchange_strong(&pl->last_refusal, &last, t))
        judged_log(JUDGED_LOG_ERROR, "worker %d: refused by %s: %s; libzmq tries again", w->index, pl->endpoint,
                   refusal_words(event, value, pl->server_key[0] != 0));
}

static void link_stop(broker_link *l, void *sock)
{
    if (!l->mon)
        return;
    zmq_socket_monitor(sock, NULL, 0);
    zmq_close(l->mon);
    l->mon = NULL;
}

static void *worker_main(void *arg)
{
    worker *w = arg;
    pool *pl = w->pool;
    void *sock = zmq_socket(pl->zctx, ZMQ_DEALER);
    int linger = pl->drain_ms;
    broker_link lk = {NULL, 0};
    if (!sock || zmq_setsockopt(sock, ZMQ_LINGER, &linger, sizeof linger) != 0 || worker_options(pl, sock) != 0 ||
        link_watch(&lk, pl, w, sock) != 0 || zmq_connect(sock, pl->endpoint) != 0) {
        judged_log(JUDGED_LOG_ERROR, "worker %d: cannot connect to %s: %s", w->index, pl->endpoint,
                   zmq_strerror(zmq_errno()));
        if (sock) {
            link_stop(&lk, sock);
            zmq_close(sock);
        }
        atomic_store(&pl->failed, 1);
        atomic_fetch_add(&stop_flag, 2);   /* stop everything now */
        return NULL;
    }
    atomic_fetch_add(&pl->connected, 1);
    int64_t quiet_since = 0, deadline = 0, last_beat = 0;
    int beat = pl->heartbeat_ms > 0 ? pl->heartbeat_ms : HEARTBEAT_IDLE_MS;
    for (;;) {
        if (atomic_load(&pl->stop))
            break;
        int64_t now = now_ms();
        if (pl->draining && atomic_load(&stop_flag)) {
            if (!deadline) {
                deadline = now + pl->drain_ms;
                quiet_since = now;
                send_signal(sock, JUDGED_WORKER_GOODBYE);
            }
            if (now - quiet_since >= QUIET_MS || now >= deadline || atomic_load(&stop_flag) > 1)
                break;
        } else if (now - last_beat >= beat) {
            /* Idle (between requests): here and free, also to a broker
             * that restarted and knows this connection as new. */
            send_signal(sock, JUDGED_WORKER_HEARTBEAT);
            last_beat = now;
        }
        zmq_pollitem_t it[2] = {{sock, 0, ZMQ_POLLIN, 0}, {lk.mon, 0, ZMQ_POLLIN, 0}};
        int rc = zmq_poll(it, lk.mon ? 2 : 1, POLL_MS);
        if (rc < 0) {
            if (zmq_errno() == ETERM)
                break;
            continue;
        }
        if (lk.mon && (it[1].revents & ZMQ_POLLIN))
            link_event(&lk, pl, w);
        if (!(it[0].revents & ZMQ_POLLIN))
            continue;
        serve_one(w, sock);
        last_beat = now_ms();     /* the reply told the proxy as much as a heartbeat */
        if (deadline)
            quiet_since = last_beat;
    }
    link_stop(&lk, sock);
    zmq_close(sock);
    return NULL;
}

static void pool_destroy(pool *pl)
{
    memset(pl->secret_key, 0, sizeof pl->secret_key);
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
    pl->heartbeat_ms = cfg->heartbeat_ms;
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

/* A socket of the given type bound to endpoint with a bound socket's
 * options: the size limit, the receive queue, and CURVE with secret_key
 * (NULL: none) under the ZAP domain; writes the endpoint it got into out.
 * NULL on failure (logged). */
static void *bind_socket(void *zctx, int type, const judged_config *cfg, const char *endpoint, int64_t maxsize,
                         int rcvhwm, const char *secret_key, const char *zap_domain, char *out, size_t out_size)
{
    void *s = zmq_socket(zctx, type);
    if (!s) {
        judged_log(JUDGED_LOG_ERROR, "socket: %s", zmq_strerror(zmq_errno()));
        return NULL;
    }
    int linger = cfg->drain_ms;
    zmq_setsockopt(s, ZMQ_LINGER, &linger, sizeof linger);
    if (zmq_setsockopt(s, ZMQ_MAXMSGSIZE, &maxsize, sizeof maxsize) != 0 ||
        (rcvhwm > 0 && zmq_setsockopt(s, ZMQ_RCVHWM, &rcvhwm, sizeof rcvhwm) != 0)) {
        judged_log(JUDGED_LOG_ERROR, "%s: socket options: %s", endpoint, zmq_strerror(zmq_errno()));
        zmq_close(s);
        return NULL;
    }
    if (secret_key) {
        char secret[JUDGED_Z85_KEY + 1], pub[JUDGED_Z85_KEY + 1], err[256];
        if (judged_key_read_secret(secret_key, secret, err, sizeof err) != 0) {
            judged_log(JUDGED_LOG_ERROR, "CURVE secret key: %s", err);
            zmq_close(s);
            return NULL;
        }
        int one = 1;
        if (zmq_setsockopt(s, ZMQ_CURVE_SERVER, &one, sizeof one) != 0 ||
            zmq_setsockopt(s, ZMQ_CURVE_SECRETKEY, secret, JUDGED_Z85_KEY + 1) != 0 ||
            zmq_setsockopt(s, ZMQ_ZAP_DOMAIN, zap_domain, strlen(zap_domain)) != 0) {
            judged_log(JUDGED_LOG_ERROR, "CURVE options: %s", zmq_strerror(zmq_errno()));
            memset(secret, 0, sizeof secret);
            zmq_close(s);
            return NULL;
        }
        if (judged_key_public(secret, pub) == 0)
            judged_log(JUDGED_LOG_INFO, "CURVE on %s; its public key is %s", endpoint, pub);
        memset(secret, 0, sizeof secret);
    }
    if (zmq_bind(s, endpoint) != 0) {
        int err = zmq_errno();
        judged_log(JUDGED_LOG_ERROR, "cannot bind %s: %s%s", endpoint, zmq_strerror(err),
                   err == EADDRINUSE ? " (another process listens there, another altered-judged perhaps: give "
                                       "--bind another endpoint, or tcp://127.0.0.1:* for any free port)"
                                     : "");
        zmq_close(s);
        return NULL;
    }
    size_t len = out_size;
    if (zmq_getsockopt(s, ZMQ_LAST_ENDPOINT, out, &len) != 0)
        snprintf(out, out_size, "%s", endpoint);
    return s;
}

/* The clients' ROUTER: the size limit, a short receive queue, CURVE. */
static void *bind_front(void *zctx, const judged_config *cfg, const char *endpoint, char *out, size_t out_size)
{
    return bind_socket(zctx, ZMQ_ROUTER, cfg, endpoint, cfg->max_message_bytes, FRONT_RCVHWM,
                       cfg->curve_secret_key, ZAP_FRONT, out, out_size);
}

int judged_config_check(const judged_config *cfg, char *err, size_t err_size)
{
    int broker = cfg->broker_front != NULL, connect = cfg->connect != NULL;
    if (!connect && cfg->curve_allow && !cfg->curve_secret_key) {
        snprintf(err, err_size, "--curve-allow without --curve-secret-key would leave the socket open to "
                                "anyone: give the secret key too");
        return -1;
    }
    if ((cfg->back_curve_secret_key || cfg->back_curve_allow || cfg->insecure_back) && !broker) {
        snprintf(err, err_size, "--back-curve-secret-key, --back-curve-allow and --insecure-back are for --broker");
        return -1;
    }
    if (cfg->back_curve_allow && !cfg->back_curve_secret_key) {
        snprintf(err, err_size, "--back-curve-allow without --back-curve-secret-key would leave the back open: "
                                "give the secret key too");
        return -1;
    }
    if (broker && !cfg->insecure_back && (cfg->curve_secret_key || cfg->back_curve_secret_key) &&
        !(cfg->back_curve_secret_key && cfg->back_curve_allow)) {
        snprintf(err, err_size,
                 "the broker's back endpoint %s would be open: any process that reaches it could join as a "
                 "worker, read every request and send forged replies to the clients. Give "
                 "--back-curve-secret-key and --back-curve-allow (the workers' public keys), or --insecure-back "
                 "to run it open anyway",
                 cfg->broker_back);
        return -1;
    }
    if ((cfg->curve_server_key || cfg->curve_key) && !connect) {
        snprintf(err, err_size, "--curve-server-key and --curve-key are for --connect (a worker pool); a "
                                "bound socket takes --curve-secret-key");
        return -1;
    }
    if (connect && (cfg->curve_secret_key || cfg->curve_allow)) {
        snprintf(err, err_size, "--connect takes --curve-server-key (the broker back's public key) and "
                                "--curve-key PREFIX (this pool's pair), not --curve-secret-key or --curve-allow");
        return -1;
    }
    if (connect && (cfg->curve_server_key != NULL) != (cfg->curve_key != NULL)) {
        snprintf(err, err_size, "--curve-server-key and --curve-key go together");
        return -1;
    }
    if ((cfg->curve_secret_key || cfg->back_curve_secret_key || cfg->curve_server_key) &&
        !judged_curve_available()) {
        snprintf(err, err_size, "this libzmq was built without CURVE (zmq_has(\"curve\") is false)");
        return -1;
    }
    return 0;
}

/* The ZAP handler when the front or a broker's back uses CURVE; 0, or -1
 * (logged). */
static int start_zap(void *zctx, const judged_config *cfg, judged_zap **out)
{
    *out = NULL;
    judged_zap_domain d[JUDGED_ZAP_DOMAINS];
    int n = 0, front = -1, back = -1;
    if (cfg->curve_secret_key) {
        front = n;
        d[n++] = (judged_zap_domain){ZAP_FRONT, cfg->curve_allow, "client"};
    }
    if (cfg->back_curve_secret_key) {
        back = n;
        d[n++] = (judged_zap_domain){ZAP_BACK, cfg->back_curve_allow, "worker"};
    }
    if (n == 0)
        return 0;
    char err[256];
    *out = judged_zap_start(zctx, d, n, err, sizeof err);
    if (!*out) {
        judged_log(JUDGED_LOG_ERROR, "%s", err);
        return -1;
    }
    if (front >= 0) {
        int k = judged_zap_keys(*out, front);
        if (k < 0)
            judged_log(JUDGED_LOG_WARN,
                       "CURVE without --curve-allow: every client that knows the server key is admitted");
        else
            judged_log(JUDGED_LOG_INFO, "CURVE: %d client key(s) allowed (%s)", k, cfg->curve_allow);
    }
    if (back >= 0) {
        int k = judged_zap_keys(*out, back);
        if (k < 0)
            judged_log(JUDGED_LOG_WARN, "CURVE on the back without --back-curve-allow: every worker that knows "
                                        "the back's public key is admitted (--insecure-back)");
        else
            judged_log(JUDGED_LOG_INFO, "CURVE: %d worker key(s) allowed on the back (%s)", k, cfg->back_curve_allow);
    }
    return 0;
}

static judged_proxy_opts proxy_opts(const judged_config *cfg, void *front, void *back, judged_handler_ctx *h,
                                    int broker)
{
    judged_proxy_opts o = {
        .front = front,
        .back = back,
        .h = h,
        .stop = &stop_flag,
        .drain_ms = cfg->drain_ms,
        .queue_bytes = cfg->queue_bytes,
        .client_queue_bytes = cfg->client_queue_bytes,
        .request_timeout_ms = cfg->request_timeout_ms >= 0 ? cfg->request_timeout_ms
                                                           : broker ? JUDGED_BROKER_TIMEOUT_MS : 0,
        /* A broker's workers may die alone: once again, to another. The
         * threads of one daemon cannot, and a slow answer there is work
         * that sending again would only double. */
        .retries = broker ? 1 : 0,
        .heartbeat_ms = cfg->heartbeat_ms,
    };
    return o;
}

/* The exit code of a proxy's run. */
static int proxy_exit(int rc)
{
    return rc < 0 ? 1 : rc;
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
    judged_fd_limit_raise();
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
    back = zmq_socket(zctx, ZMQ_ROUTER);
    int zero = 0, one = 1;
    if (!back || zmq_setsockopt(back, ZMQ_LINGER, &zero, sizeof zero) != 0 ||
        zmq_setsockopt(back, ZMQ_ROUTER_MANDATORY, &one, sizeof one) != 0 || zmq_bind(back, inproc) != 0) {
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

    judged_fdguard *guard = judged_fdguard_start(zctx, front, endpoint);
    judged_proxy_opts po = proxy_opts(cfg, front, back, pl.front, 0);
    po.refuse_fd_from = judged_fdguard_first_refused(guard);
    rc = proxy_exit(judged_proxy_run(&po));
    judged_fdguard_stop(&guard);
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
    if (cfg->curve_server_key) {
        char err[256], path[1024];
        snprintf(path, sizeof path, "%s.key", cfg->curve_key);
        int bad = judged_key_read(cfg->curve_server_key, pl.server_key, err, sizeof err) != 0;
        if (!bad)
            bad = judged_key_read_secret(path, pl.secret_key, err, sizeof err) != 0 ||
                  judged_key_public(pl.secret_key, pl.public_key) != 0;
        if (bad) {
            judged_log(JUDGED_LOG_ERROR, "CURVE: %s", err);
            pool_destroy(&pl);
            return 1;
        }
    }
    void *zctx = new_context();
    if (!zctx) {
        pool_destroy(&pl);
        return 1;
    }
    int rc = 1;
    if (pool_start(&pl, zctx, cfg->connect) == 0 && watcher_start(&wt) == 0) {
        printf("%s\n", cfg->connect);
        printf("altered-judged %s: %d worker(s) connecting to %s, cache %zu MiB\n", ALT_ENGINE_VERSION, pl.n,
               cfg->connect, cfg->cache_bytes >> 20);
        fflush(stdout);
        judged_log(JUDGED_LOG_INFO, "%d worker(s) connecting to %s", pl.n, cfg->connect);
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
    judged_fd_limit_raise();
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
    /* A worker's reply may be larger than the request it answers (a
     * State's JSON position): the back's limit is at least the default
     * request limit. */
    int64_t back_max = cfg->max_message_bytes > 0 && cfg->max_message_bytes < JUDGED_MAX_REQUEST_BYTES
                           ? JUDGED_MAX_REQUEST_BYTES
                           : cfg->max_message_bytes;
    back = bind_socket(zctx, ZMQ_ROUTER, cfg, cfg->broker_back, back_max, 0, cfg->back_curve_secret_key, ZAP_BACK,
                       bend, sizeof bend);
    int one = 1;
    if (!back || set_heartbeat(back, cfg->heartbeat_ms) != 0 ||
        zmq_setsockopt(back, ZMQ_ROUTER_MANDATORY, &one, sizeof one) != 0) {
        if (back)
            judged_log(JUDGED_LOG_ERROR, "heartbeat options: %s", zmq_strerror(zmq_errno()));
        goto out;
    }
    if (!cfg->back_curve_secret_key)
        judged_log(JUDGED_LOG_WARN, "the back %s is open (no CURVE): any process that reaches it can join as a "
                                    "worker and answer the clients' requests",
                   bend);
    if (watcher_start(&wt) != 0)
        goto out;
    printf("%s\n%s\n", fend, bend);
    printf("altered-judged %s: broker; clients connect to %s, workers (altered-judged --connect) to %s\n",
           ALT_ENGINE_VERSION, fend, bend);
    fflush(stdout);
    judged_log(JUDGED_LOG_INFO, "broker: front %s, back %s", fend, bend);
    judged_fdguard *guard = judged_fdguard_start(zctx, front, fend);
    judged_proxy_opts po = proxy_opts(cfg, front, back, NULL, 1);
    po.refuse_fd_from = judged_fdguard_first_refused(guard);
    rc = proxy_exit(judged_proxy_run(&po));
    judged_fdguard_stop(&guard);
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
