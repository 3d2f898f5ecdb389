/*
 * fdguard.c: the file descriptor guard of fdguard.h. A thread of its own
 * reads the front socket's monitor events: each connection accepted into
 * one of the last MARGIN descriptors below the limit is shut down at once
 * (libzmq then closes it as any connection its peer ended), so the limit
 * is seldom reached; when a burst reaches it anyway, the connections
 * refused free the descriptors libzmq's retried accept needs, and the
 * listen queue drains instead of spinning.
 *
 * The guard judges a connection by its descriptor's number, not by how
 * many descriptors are free when it reads the event: the kernel gives the
 * lowest free number, so the number says how full the table was at the
 * accept itself. Counting free descriptors at reading time would let a
 * burst read late shut down connections accepted (and served) earlier.
 */
#include "fdguard.h"

#include "logging.h"

#include <errno.h>
#include <limits.h>
#include <netinet/in.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zmq.h>

enum {
    LOG_WINDOW_MS = 10000,    /* at most one line about refusals per window */
    /* The descriptors below the limit whose connections are refused. A
     * refused connection holds its descriptor until libzmq has seen it end;
     * while every one of these is so held, accept fails and libzmq tries it
     * again at once, over and over. 16 leave room for a storm of clients
     * retrying on a slow (sanitizer) build, where 8 were seen to fill. */
    MARGIN = 16
};

struct judged_fdguard {
    void *monitor;            /* PAIR connected to the front's monitor */
    pthread_t thread;
    atomic_int stop;
    int first_refused;        /* descriptors from this number up are refused */
    uint64_t refused, refused_logged, failed;
    int64_t last_log;
    char endpoint[256];
};

static int64_t mono_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

void judged_fd_limit_raise(void)
{
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0)
        return;
    rlim_t before = rl.rlim_cur;
    if (rl.rlim_cur < rl.rlim_max) {
        rl.rlim_cur = rl.rlim_max;
        if (setrlimit(RLIMIT_NOFILE, &rl) != 0)
            rl.rlim_cur = before;
    }
    if (rl.rlim_cur != before)
        judged_log(JUDGED_LOG_INFO, "file descriptors: soft limit raised from %llu to %llu",
                   (unsigned long long)before, (unsigned long long)rl.rlim_cur);
    else
        judged_log(JUDGED_LOG_INFO, "file descriptors: limit %llu (about as many client connections)",
                   (unsigned long long)rl.rlim_cur);
}

static void log_refusals(judged_fdguard *g, int64_t t, int err)
{
    if (g->refused == g->refused_logged || t - g->last_log < LOG_WINDOW_MS)
        return;
    struct rlimit rl;
    unsigned long long lim = getrlimit(RLIMIT_NOFILE, &rl) == 0 ? (unsigned long long)rl.rlim_cur : 0;
    judged_log(JUDGED_LOG_WARN,
               "%s: out of file descriptors (limit %llu; %llu accept(s) failed: %s): %llu new connection(s) "
               "refused (closed at once) since the last such line; the connected clients are served on",
               g->endpoint, lim, (unsigned long long)g->failed, strerror(err),
               (unsigned long long)(g->refused - g->refused_logged));
    g->refused_logged = g->refused;
    g->last_log = t;
}

static void *guard_main(void *arg)
{
    judged_fdguard *g = arg;
    int last_err = EMFILE;
    while (!atomic_load(&g->stop)) {
        zmq_pollitem_t it = {g->monitor, 0, ZMQ_POLLIN, 0};
        int rc = zmq_poll(&it, 1, 100);
        int64_t t = mono_ms();
        if (rc < 0 && zmq_errno() == ETERM)
            break;
        while (rc > 0) {
            /* Two frames: 16-bit event and 32-bit value, then the endpoint. */
            zmq_msg_t ev, addr;
            zmq_msg_init(&ev);
            zmq_msg_init(&addr);
            int got = zmq_msg_recv(&ev, g->monitor, ZMQ_DONTWAIT) >= 0;
            if (got && zmq_msg_more(&ev))
                zmq_msg_recv(&addr, g->monitor, 0);
            if (got && zmq_msg_size(&ev) >= 6) {
                const uint8_t *d = zmq_msg_data(&ev);
                uint16_t event;
                uint32_t value;
                memcpy(&event, d, 2);
                memcpy(&value, d + 2, 4);
                if (event == ZMQ_EVENT_ACCEPTED && (int)value >= g->first_refused) {
                    /* Refused: libzmq sees the connection end and closes it
                     * (never closed here: the descriptor is libzmq's). */
                    shutdown((int)value, SHUT_RDWR);
                    g->refused++;
                } else if (event == ZMQ_EVENT_ACCEPT_FAILED && (value == EMFILE || value == ENFILE)) {
                    last_err = (int)value;
                    g->failed++;
                }
            }
            zmq_msg_close(&ev);
            zmq_msg_close(&addr);
            if (!got)
                break;
        }
        log_refusals(g, t, last_err);
    }
    log_refusals(g, mono_ms() + LOG_WINDOW_MS, last_err);
    return NULL;
}

judged_fdguard *judged_fdguard_start(void *zmq_ctx, void *socket, const char *endpoint)
{
    if (strncmp(endpoint, "tcp://", 6) != 0)
        return NULL;
    judged_fdguard *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    snprintf(g->endpoint, sizeof g->endpoint, "%s", endpoint);
    struct rlimit rl;
    if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY || rl.rlim_cur > INT_MAX)
        g->first_refused = INT_MAX;
    else
        g->first_refused = (int)rl.rlim_cur - MARGIN;
    char inproc[64];
    static atomic_int serial;
    snprintf(inproc, sizeof inproc, "inproc://altered-judged-fdguard-%d", atomic_fetch_add(&serial, 1));
    if (zmq_socket_monitor(socket, inproc, ZMQ_EVENT_ACCEPTED | ZMQ_EVENT_ACCEPT_FAILED) != 0 ||
        !(g->monitor = zmq_socket(zmq_ctx, ZMQ_PAIR)) || zmq_connect(g->monitor, inproc) != 0) {
        judged_log(JUDGED_LOG_WARN, "%s: no guard against running out of file descriptors (%s)", endpoint,
                   zmq_strerror(zmq_errno()));
        if (g->monitor)
            zmq_close(g->monitor);
        free(g);
        return NULL;
    }
    int zero = 0;
    zmq_setsockopt(g->monitor, ZMQ_LINGER, &zero, sizeof zero);
    if (pthread_create(&g->thread, NULL, guard_main, g) != 0) {
        zmq_close(g->monitor);
        free(g);
        return NULL;
    }
    return g;
}

int judged_fdguard_first_refused(const judged_fdguard *g)
{
    return g ? g->first_refused : 0;
}

void judged_fdguard_stop(judged_fdguard **gp)
{
    if (!gp || !*gp)
        return;
    judged_fdguard *g = *gp;
    atomic_store(&g->stop, 1);
    pthread_join(g->thread, NULL);
    zmq_close(g->monitor);
    free(g);
    *gp = NULL;
}
