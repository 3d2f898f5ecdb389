/*
 * soak_judged.c: altered-judged under a hostile mix for a while, beside
 * the same load with no hostile traffic: the figures docs/daemon.md's
 * "Security model" quotes. `make soak` runs it (SOAK_SECONDS a phase).
 *
 * Each phase starts a fresh daemon (--bind tcp://127.0.0.1:*, loopback
 * only) and runs, for the same time:
 *  - the good clients: REQ sockets that ask, one after another, Legal,
 *    LegalActions and State about a game so far, Verify of a whole game,
 *    and Info, each reply awaited at most --reply-ms; a request with no
 *    reply by then is a reply lost (the socket is made again);
 *  - in the hostile phase only, beside them, each class of test_judged_hostile
 *    over and over: envelopes of 56 to 66 frames, requests of several body
 *    frames and of none, 16 MB Verify requests of empty steps and requests
 *    of millions of empty card names, random bytes, and clients that send
 *    State requests and never read a reply (dropped and made again, so
 *    that their connections come and go).
 * It prints, per phase: the good clients' requests, replies lost, ERROR_BUSY
 * replies, p50 and p99 round trip; the daemon's peak resident set (VmHWM)
 * and its resident set at the end; the hostile messages sent.
 *
 *   soak_judged [--seconds S] [--clients N] [--workers N] [--reply-ms MS] [--daemon PATH]
 *
 * The daemon (and altered-replay, which makes the game) are the ones
 * beside this program unless --daemon names another.
 */
#include "judged_child.h"
#include "log.h"

#include <errno.h>
#include <inttypes.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <zmq.h>

enum { MAX_CLIENTS = 32, MAX_SAMPLES = 1 << 20, NONREADERS = 4, STATE_BURST = 400 };


static int64_t now_us(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* ------------------------------------------------------------- requests */

typedef struct payload {
    uint8_t *b;
    size_t n;
} payload;

/* The good clients' requests, and the hostile ones, packed once. */
static payload good[5], state_req, bombs[2];

static payload pack(const Altered__Request *r)
{
    payload p = {NULL, altered__request__get_packed_size(r)};
    p.b = malloc(p.n ? p.n : 1);
    if (p.b)
        altered__request__pack(r, p.b);
    return p;
}

static void put_varint(uint8_t **p, uint64_t v)
{
    do {
        uint8_t b = (uint8_t)(v & 0x7F);
        v >>= 7;
        *(*p)++ = (uint8_t)(b | (v ? 0x80 : 0));
    } while (v);
}

/* A request whose submessages along path hold n empty fields of tag. */
static payload empties(const unsigned *path, int depth, uint8_t tag, size_t n)
{
    size_t body = 2 * n, cap = body + 64;
    payload p = {malloc(cap), 0};
    if (!p.b)
        return p;
    uint8_t *end = p.b + cap, *start = end - body;
    for (size_t i = 0; i < n; i++) {
        start[2 * i] = tag;
        start[2 * i + 1] = 0;
    }
    size_t inner = body;
    for (int k = depth - 1; k >= 0; k--) {
        uint8_t head[16], *h = head;
        put_varint(&h, (uint64_t)path[k] << 3 | 2);
        put_varint(&h, inner);
        size_t hl = (size_t)(h - head);
        start -= hl;
        memcpy(start, head, hl);
        inner += hl;
    }
    start -= 2;
    start[0] = 0x08;
    start[1] = 9;
    p.n = (size_t)(end - start);
    memmove(p.b, start, p.n);
    return p;
}

static int make_requests(const Altered__GameLog *log)
{
    size_t k = log->n_steps / 2;
    Altered__Action **acts = malloc((k ? k : 1) * sizeof *acts);
    if (!acts)
        return -1;
    for (size_t i = 0; i < k; i++)
        acts[i] = log->steps[i]->action;
    Altered__GameSoFar g = ALTERED__GAME_SO_FAR__INIT;
    g.header = log->header;
    g.n_actions = k;
    g.actions = acts;
    Altered__LegalRequest lq = ALTERED__LEGAL_REQUEST__INIT;
    lq.game = &g;
    lq.candidate = log->steps[k]->action;
    Altered__LegalActionsRequest aq = ALTERED__LEGAL_ACTIONS_REQUEST__INIT;
    aq.game = &g;
    Altered__StateRequest sq = ALTERED__STATE_REQUEST__INIT;
    sq.game = &g;
    Altered__VerifyRequest vq = ALTERED__VERIFY_REQUEST__INIT;
    vq.log = (Altered__GameLog *)log;
    Altered__InfoRequest iq = ALTERED__INFO_REQUEST__INIT;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 1;
    q.kind_case = ALTERED__REQUEST__KIND_LEGAL;
    q.legal = &lq;
    good[0] = pack(&q);
    q.kind_case = ALTERED__REQUEST__KIND_LEGAL_ACTIONS;
    q.legal_actions = &aq;
    good[1] = pack(&q);
    q.kind_case = ALTERED__REQUEST__KIND_STATE;
    q.state = &sq;
    good[2] = pack(&q);
    state_req = good[2];
    q.kind_case = ALTERED__REQUEST__KIND_VERIFY;
    q.verify = &vq;
    good[3] = pack(&q);
    q.kind_case = ALTERED__REQUEST__KIND_INFO;
    q.info = &iq;
    good[4] = pack(&q);
    free(acts);
    static const unsigned steps_path[] = {4, 1}, cards_path[] = {2, 1, 1, 5};
    bombs[0] = empties(steps_path, 2, 3 << 3 | 2, 8000000);
    bombs[1] = empties(cards_path, 4, 2 << 3 | 2, 7900000);
    for (int i = 0; i < 5; i++)
        if (!good[i].b)
            return -1;
    return bombs[0].b && bombs[1].b ? 0 : -1;
}

/* --------------------------------------------------------------- daemon */

/* -------------------------------------------------------------- threads */

typedef struct run {
    void *ctx;
    const char *endpoint;
    int64_t until;
    int reply_ms;
    atomic_long sent, lost, busy, hostile;
    pthread_mutex_t lock;
    int64_t *lat;       /* round trips, microseconds */
    size_t nlat;
} run;

static void *req_socket(run *r)
{
    void *s = zmq_socket(r->ctx, ZMQ_REQ);
    int zero = 0;
    zmq_setsockopt(s, ZMQ_LINGER, &zero, sizeof zero);
    zmq_connect(s, r->endpoint);
    return s;
}

/* A good client: one request after another, each awaited. */
static void *good_client(void *arg)
{
    run *r = arg;
    void *s = req_socket(r);
    unsigned k = (unsigned)(uintptr_t)&s;
    int64_t local[4096];
    size_t nlocal = 0;
    while (judged_child_now_ms() < r->until) {
        k = k * 1103515245u + 12345u;
        const payload *p = &good[(k >> 16) % 5];
        int64_t t0 = now_us();
        zmq_send(s, p->b, p->n, 0);
        atomic_fetch_add(&r->sent, 1);
        zmq_pollitem_t it = {s, 0, ZMQ_POLLIN, 0};
        if (zmq_poll(&it, 1, r->reply_ms) <= 0) {
            atomic_fetch_add(&r->lost, 1);
            zmq_close(s);
            s = req_socket(r);
            continue;
        }
        zmq_msg_t m;
        zmq_msg_init(&m);
        zmq_msg_recv(&m, s, 0);
        Altered__Reply *rep = altered__reply__unpack(NULL, zmq_msg_size(&m), zmq_msg_data(&m));
        zmq_msg_close(&m);
        if (!rep)
            atomic_fetch_add(&r->lost, 1);
        else if (rep->kind_case == ALTERED__REPLY__KIND_ERROR && rep->error->code == ALTERED__ERROR_CODE__ERROR_BUSY)
            atomic_fetch_add(&r->busy, 1);
        if (rep)
            altered__reply__free_unpacked(rep, NULL);
        local[nlocal++] = now_us() - t0;
        if (nlocal == sizeof local / sizeof local[0] || judged_child_now_ms() >= r->until) {
            pthread_mutex_lock(&r->lock);
            for (size_t i = 0; i < nlocal && r->nlat < MAX_SAMPLES; i++)
                r->lat[r->nlat++] = local[i];
            pthread_mutex_unlock(&r->lock);
            nlocal = 0;
        }
    }
    pthread_mutex_lock(&r->lock);
    for (size_t i = 0; i < nlocal && r->nlat < MAX_SAMPLES; i++)
        r->lat[r->nlat++] = local[i];
    pthread_mutex_unlock(&r->lock);
    zmq_close(s);
    return NULL;
}

static void *dealer(run *r)
{
    void *s = zmq_socket(r->ctx, ZMQ_DEALER);
    int zero = 0, one = 1, small = 4096, hwm = 100000;
    zmq_setsockopt(s, ZMQ_LINGER, &zero, sizeof zero);
    zmq_setsockopt(s, ZMQ_RCVHWM, &one, sizeof one);
    zmq_setsockopt(s, ZMQ_RCVBUF, &small, sizeof small);
    zmq_setsockopt(s, ZMQ_SNDHWM, &hwm, sizeof hwm);
    zmq_connect(s, r->endpoint);
    return s;
}

/* Malformed messages of every class, over and over, and a bomb a second. */
static void *hostile_messages(void *arg)
{
    run *r = arg;
    unsigned k = 7;
    int64_t last_bomb = 0;
    while (judged_child_now_ms() < r->until) {
        void *s = dealer(r);
        for (int round = 0; round < 20 && judged_child_now_ms() < r->until; round++) {
            int env = 56 + (int)((k = k * 1103515245u + 12345u) >> 16) % 11;
            for (int i = 0; i < env; i++)
                zmq_send(s, "x", 1, ZMQ_SNDMORE);
            zmq_send(s, "", 0, ZMQ_SNDMORE);
            zmq_send(s, good[4].b, good[4].n, 0);
            zmq_send(s, "", 0, ZMQ_SNDMORE);   /* several body frames */
            zmq_send(s, good[4].b, good[4].n, ZMQ_SNDMORE);
            zmq_send(s, "y", 1, 0);
            zmq_send(s, good[4].b, good[4].n, 0);   /* no delimiter */
            uint8_t junk[64];
            for (size_t i = 0; i < sizeof junk; i++)
                junk[i] = (uint8_t)((k = k * 1103515245u + 12345u) >> 16);
            zmq_send(s, "", 0, ZMQ_SNDMORE);
            zmq_send(s, junk, sizeof junk, 0);
            atomic_fetch_add(&r->hostile, 4);
            if (judged_child_now_ms() - last_bomb >= 1000) {
                const payload *b = &bombs[(last_bomb / 1000) & 1];
                zmq_send(s, "", 0, ZMQ_SNDMORE);
                zmq_send(s, b->b, b->n, 0);
                atomic_fetch_add(&r->hostile, 1);
                last_bomb = judged_child_now_ms();
            }
            struct timespec ts = {0, 20000000};
            nanosleep(&ts, NULL);
        }
        zmq_close(s);
    }
    return NULL;
}

/* A client that sends State requests and never reads; it leaves and comes
 * back every few seconds. */
static void *nonreader(void *arg)
{
    run *r = arg;
    while (judged_child_now_ms() < r->until) {
        void *s = dealer(r);
        int64_t leave = judged_child_now_ms() + 4000;
        while (judged_child_now_ms() < leave && judged_child_now_ms() < r->until) {
            for (int i = 0; i < STATE_BURST; i++) {
                zmq_send(s, "", 0, ZMQ_SNDMORE | ZMQ_DONTWAIT);
                zmq_send(s, state_req.b, state_req.n, ZMQ_DONTWAIT);
            }
            atomic_fetch_add(&r->hostile, STATE_BURST);
            struct timespec ts = {0, 500000000};
            nanosleep(&ts, NULL);
        }
        zmq_close(s);
    }
    return NULL;
}

typedef struct figures {
    long sent, lost, busy, hostile, hwm, rss_end, rss_max;
    double p50, p99;
    int exit_code;
} figures;

static int phase(const char *daemon_path, int workers, int clients, int seconds, int reply_ms, int hostile,
                 figures *out)
{
    judged_child d;
    if (judged_child_start(&d, daemon_path, workers, "error") != 0) {
        fprintf(stderr, "soak_judged: %s did not start\n", daemon_path);
        return -1;
    }
    run r;
    memset(&r, 0, sizeof r);
    r.ctx = zmq_ctx_new();
    r.endpoint = d.endpoint;
    r.reply_ms = reply_ms;
    r.until = judged_child_now_ms() + (int64_t)seconds * 1000;
    r.lat = malloc(MAX_SAMPLES * sizeof *r.lat);
    pthread_mutex_init(&r.lock, NULL);
    pthread_t th[MAX_CLIENTS + NONREADERS + 1];
    int n = 0;
    for (int i = 0; i < clients; i++)
        pthread_create(&th[n++], NULL, good_client, &r);
    if (hostile) {
        pthread_create(&th[n++], NULL, hostile_messages, &r);
        for (int i = 0; i < NONREADERS; i++)
            pthread_create(&th[n++], NULL, nonreader, &r);
    }
    long rss_max = 0;
    while (judged_child_now_ms() < r.until) {
        long rss = judged_child_mib(d.pid, "VmRSS");
        if (rss > rss_max)
            rss_max = rss;
        struct timespec ts = {0, 100000000};
        nanosleep(&ts, NULL);
    }
    for (int i = 0; i < n; i++)
        pthread_join(th[i], NULL);
    /* Two seconds for what the leavers left to go. */
    struct timespec ts = {2, 0};
    nanosleep(&ts, NULL);
    out->hwm = judged_child_mib(d.pid, "VmHWM");
    out->rss_end = judged_child_mib(d.pid, "VmRSS");
    out->rss_max = rss_max;
    out->exit_code = judged_child_stop(&d);
    zmq_ctx_term(r.ctx);
    out->sent = atomic_load(&r.sent);
    out->lost = atomic_load(&r.lost);
    out->busy = atomic_load(&r.busy);
    out->hostile = atomic_load(&r.hostile);
    qsort(r.lat, r.nlat, sizeof *r.lat, cmp_i64);
    out->p50 = r.nlat ? r.lat[r.nlat / 2] / 1000.0 : 0;
    out->p99 = r.nlat ? r.lat[(r.nlat * 99) / 100] / 1000.0 : 0;
    free(r.lat);
    pthread_mutex_destroy(&r.lock);
    return 0;
}

/* The game the good clients ask about: self-play, from altered-replay. */
static Altered__GameLog *make_game(const char *bin_dir)
{
    char path[] = "/tmp/soak_judged_XXXXXX";
    int fd = mkstemp(path);
    if (fd < 0)
        return NULL;
    close(fd);
    char cmd[PATH_MAX + 128];
    snprintf(cmd, sizeof cmd, "'%s/altered-replay' gen --seed 11 --games 1 --out '%s' 2>/dev/null", bin_dir, path);
    Altered__GameLog *copy = NULL;
    char err[256];
    replay_reader *rd = system(cmd) == 0 ? replay_reader_open(path, err, sizeof err) : NULL;
    Altered__GameLog *log = NULL;
    if (rd && replay_reader_next(rd, &log, err, sizeof err) == 1) {
        size_t len = altered__game_log__get_packed_size(log);
        uint8_t *buf = malloc(len);
        if (buf) {
            altered__game_log__pack(log, buf);
            copy = altered__game_log__unpack(NULL, len, buf);
            free(buf);
        }
    }
    replay_reader_close(&rd);
    unlink(path);
    return copy;
}

int main(int argc, char **argv)
{
    char daemon_path[PATH_MAX] = "";
    int seconds = 60, clients = 4, workers = 2, reply_ms = 10000;
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--seconds") == 0 && v)
            seconds = atoi(argv[++i]);
        else if (strcmp(argv[i], "--clients") == 0 && v)
            clients = atoi(argv[++i]);
        else if (strcmp(argv[i], "--workers") == 0 && v)
            workers = atoi(argv[++i]);
        else if (strcmp(argv[i], "--reply-ms") == 0 && v)
            reply_ms = atoi(argv[++i]);
        else if (strcmp(argv[i], "--daemon") == 0 && v)
            snprintf(daemon_path, sizeof daemon_path, "%s", argv[++i]);
        else {
            fprintf(stderr, "usage: soak_judged [--seconds S] [--clients N] [--workers N] [--reply-ms MS] "
                            "[--daemon PATH]\n");
            return 64;
        }
    }
    if (seconds < 1 || clients < 1 || clients > MAX_CLIENTS || workers < 1 || reply_ms < 100) {
        fprintf(stderr, "soak_judged: bad arguments\n");
        return 64;
    }
    signal(SIGPIPE, SIG_IGN);
    char bin_dir[PATH_MAX - 32];
    ssize_t len = readlink("/proc/self/exe", bin_dir, sizeof bin_dir - 1);
    if (len <= 0)
        return 1;
    bin_dir[len] = '\0';
    char *slash = strrchr(bin_dir, '/');
    if (slash)
        *slash = '\0';
    if (!daemon_path[0])
        snprintf(daemon_path, sizeof daemon_path, "%s/altered-judged", bin_dir);
    if (access(daemon_path, X_OK) != 0) {
        fprintf(stderr, "soak_judged: %s: %s (build it first)\n", daemon_path, strerror(errno));
        return 1;
    }
    Altered__GameLog *log = make_game(bin_dir);
    if (!log || log->n_steps < 4 || make_requests(log) != 0) {
        fprintf(stderr, "soak_judged: no game to ask about (is altered-replay built?)\n");
        return 1;
    }
    printf("soak_judged: %s, %d worker(s), %d good client(s), %d s a phase, a reply awaited %d ms\n", daemon_path,
           workers, clients, seconds, reply_ms);
    fflush(stdout);
    figures quiet, hostile;
    if (phase(daemon_path, workers, clients, seconds, reply_ms, 0, &quiet) != 0 ||
        phase(daemon_path, workers, clients, seconds, reply_ms, 1, &hostile) != 0)
        return 1;
    printf("%-38s %12s %12s\n", "", "quiet", "hostile mix");
    printf("%-38s %12ld %12ld\n", "good clients' requests", quiet.sent, hostile.sent);
    printf("%-38s %12ld %12ld\n", "replies lost (none within the wait)", quiet.lost, hostile.lost);
    printf("%-38s %12ld %12ld\n", "good requests answered ERROR_BUSY", quiet.busy, hostile.busy);
    printf("%-38s %12.1f %12.1f\n", "round trip p50 (ms)", quiet.p50, hostile.p50);
    printf("%-38s %12.1f %12.1f\n", "round trip p99 (ms)", quiet.p99, hostile.p99);
    printf("%-38s %12ld %12ld\n", "daemon peak RSS, VmHWM (MiB)", quiet.hwm, hostile.hwm);
    printf("%-38s %12ld %12ld\n", "daemon RSS at the end (MiB)", quiet.rss_end, hostile.rss_end);
    printf("%-38s %12ld %12ld\n", "hostile messages sent", quiet.hostile, hostile.hostile);
    printf("%-38s %12d %12d\n", "daemon exit code (SIGTERM)", quiet.exit_code, hostile.exit_code);
    altered__game_log__free_unpacked(log, NULL);
    return quiet.lost || hostile.lost || quiet.exit_code || hostile.exit_code ? 1 : 0;
}
