/*
 * bench_judged.c: how fast altered-judged answers a Legal query, against
 * what libzmq alone costs.
 *
 * In one run, over TCP loopback:
 *  1. latency: one REQ client asks the daemon whether step 101 of a
 *     100-step game is legal, again and again (the game is cached after the
 *     first query); p50 and p99 of the round trip;
 *  2. the same for a bare REQ/REP echo server (a child process, one thread)
 *     echoing a message of the same size: the floor the daemon is measured
 *     against (target: the daemon's p50 at most 1.2 times the echo's);
 *  3. throughput: several client threads asking the same query for a fixed
 *     time, each a REQ socket (one query at a time) or a DEALER keeping
 *     --window queries in flight; the echo server under the same load
 *     beside it (target: 100,000 queries/s on 2 cores).
 *
 *   bench_judged [--daemon PATH] [--workers N] [--queries N] [--clients N,N,...] [--window N] [--seconds S]
 *
 * The daemon is build/bin/altered-judged beside this program unless
 * --daemon names another. The game is self-play of the two default decks,
 * the first seed whose game is longer than 100 steps.
 */
#include "altered.h"
#include "cache.h"
#include "chooser.h"
#include "decks.h"
#include "handler.h"
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

enum { STEPS = 100, MAX_ANSWERS = ALT_ANSWERS_MAX, RECV_MS = 10000 };

static int64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* ------------------------------------------------------------------ game */

/* The packed Legal request: the first STEPS actions of a game longer than
 * that, and its step STEPS+1 as the candidate. */
static uint8_t *make_request(size_t *len, uint64_t *seed_out)
{
    alt_cards *db = NULL;
    if (alt_cards_bundled(&db) != ALT_OK)
        return NULL;
    alt_setup setup;
    memset(&setup, 0, sizeof setup);
    setup.format = ALT_FORMAT_LIMITED;
    char msg[256];
    if (replay_limited_deck(db, 0, &setup.deck[0], msg, sizeof msg) != ALT_OK ||
        replay_limited_deck(db, 1, &setup.deck[1], msg, sizeof msg) != ALT_OK) {
        alt_cards_destroy(&db);
        return NULL;
    }
    alt_action actions[STEPS + 1], answers[MAX_ANSWERS];
    uint8_t *out = NULL;
    for (uint64_t seed = 1; seed < 100000 && !out; seed++) {
        setup.seed = seed;
        alt_game *g = NULL;
        if (alt_game_new(db, &setup, &g, msg, sizeof msg) != ALT_OK)
            break;
        replay_chooser ch;
        replay_chooser_seed(&ch, seed);
        size_t n = 0;
        while (n <= STEPS && alt_game_decision(g).kind != ALT_DEC_NONE) {
            size_t k = alt_game_list(g, answers, MAX_ANSWERS);
            if (k == 0 || k > MAX_ANSWERS)
                break;
            actions[n] = answers[replay_chooser_pick(&ch, k)];
            if (alt_game_apply(g, &actions[n], NULL) != ALT_OK)
                break;
            n++;
        }
        alt_game_destroy(&g);
        if (n <= STEPS)
            continue;
        Altered__Header h;
        Altered__Versions v;
        Altered__Deck decks[2];
        const char *refs0[ALT_DECK_MAX], *refs1[ALT_DECK_MAX];
        char date_text[11];
        const char **refs[2] = {refs0, refs1};
        replay_log_header(db, &setup, &h, &v, decks, refs, date_text);
        Altered__Deck *deck_ptrs[2] = {&decks[0], &decks[1]};
        h.n_decks = 2;
        h.decks = deck_ptrs;
        Altered__Action acts[STEPS + 1], *ptrs[STEPS];
        for (size_t i = 0; i <= STEPS; i++)
            replay_action_to_log(&actions[i], &acts[i]);
        for (size_t i = 0; i < STEPS; i++)
            ptrs[i] = &acts[i];
        Altered__GameSoFar gsf = ALTERED__GAME_SO_FAR__INIT;
        gsf.header = &h;
        gsf.n_actions = STEPS;
        gsf.actions = ptrs;
        Altered__LegalRequest lq = ALTERED__LEGAL_REQUEST__INIT;
        lq.game = &gsf;
        lq.candidate = &acts[STEPS];
        Altered__Request q = ALTERED__REQUEST__INIT;
        q.id = 1;
        q.kind_case = ALTERED__REQUEST__KIND_LEGAL;
        q.legal = &lq;
        *len = altered__request__get_packed_size(&q);
        out = malloc(*len);
        if (out)
            altered__request__pack(&q, out);
        *seed_out = seed;
    }
    alt_cards_destroy(&db);
    return out;
}

/* The handler alone, in process: microseconds per query. */
static double handler_us(const uint8_t *req, size_t len, int n)
{
    judged_cache *cache = judged_cache_new(8 << 20);
    judged_handler_opts o = {.cache = cache};
    judged_handler_ctx *h = judged_handler_new(&o);
    double us = -1;
    if (h) {
        for (int i = 0; i < 100; i++) {
            uint8_t *out;
            size_t out_len;
            if (judged_handle(h, req, len, &out, &out_len) == 0)
                free(out);
        }
        int64_t t0 = now_ns();
        for (int i = 0; i < n; i++) {
            uint8_t *out;
            size_t out_len;
            if (judged_handle(h, req, len, &out, &out_len) == 0)
                free(out);
        }
        us = (double)(now_ns() - t0) / n / 1000.0;
    }
    judged_handler_destroy(&h);
    judged_cache_destroy(&cache);
    return us;
}

/* --------------------------------------------------------------- servers */

/* The bare echo server: a child process with one REP socket, no work. */
static int start_echo(judged_child *c)
{
    int fds[2];
    if (pipe(fds) != 0)
        return -1;
    c->pid = fork();
    if (c->pid < 0)
        return -1;
    if (c->pid == 0) {
        close(fds[0]);
        void *ctx = zmq_ctx_new();
        void *s = zmq_socket(ctx, ZMQ_REP);
        char ep[256];
        size_t len = sizeof ep;
        if (!s || zmq_bind(s, "tcp://127.0.0.1:*") != 0 || zmq_getsockopt(s, ZMQ_LAST_ENDPOINT, ep, &len) != 0)
            _exit(1);
        dprintf(fds[1], "%s\n", ep);
        close(fds[1]);
        for (;;) {
            zmq_msg_t m;
            zmq_msg_init(&m);
            if (zmq_msg_recv(&m, s, 0) < 0 || zmq_msg_send(&m, s, 0) < 0)
                _exit(0);
        }
    }
    close(fds[1]);
    c->out = fds[0];
    return judged_child_read_line(c->out, c->endpoint, sizeof c->endpoint);
}


/* --------------------------------------------------------------- clients */

static void *req_socket(void *ctx, const char *endpoint)
{
    void *s = zmq_socket(ctx, ZMQ_REQ);
    int zero = 0, ms = RECV_MS;
    zmq_setsockopt(s, ZMQ_LINGER, &zero, sizeof zero);
    zmq_setsockopt(s, ZMQ_RCVTIMEO, &ms, sizeof ms);
    if (zmq_connect(s, endpoint) != 0) {
        zmq_close(s);
        return NULL;
    }
    return s;
}

/* One round trip; 0, or -1 on a timeout. *legal: the reply said legal. */
static int round_trip(void *s, const uint8_t *req, size_t len, int *legal)
{
    if (zmq_send(s, req, len, 0) != (int)len)
        return -1;
    zmq_msg_t m;
    zmq_msg_init(&m);
    if (zmq_msg_recv(&m, s, 0) < 0) {
        zmq_msg_close(&m);
        return -1;
    }
    if (legal) {
        Altered__Reply *r = altered__reply__unpack(NULL, zmq_msg_size(&m), zmq_msg_data(&m));
        *legal = r && r->kind_case == ALTERED__REPLY__KIND_LEGAL && r->legal->legal;
        if (r)
            altered__reply__free_unpacked(r, NULL);
    }
    zmq_msg_close(&m);
    return 0;
}

typedef struct latency {
    double p50_us, p99_us, mean_us;
} latency;

static void summarize(int64_t *t, int n, latency *out)
{
    int64_t sum = 0;
    for (int i = 0; i < n; i++)
        sum += t[i];
    qsort(t, (size_t)n, sizeof *t, cmp_i64);
    out->p50_us = (double)t[n / 2] / 1000.0;
    out->p99_us = (double)t[(size_t)n * 99 / 100] / 1000.0;
    out->mean_us = (double)sum / n / 1000.0;
}

/* n round trips to each server, in alternating chunks of CHUNK so that both
 * see the same machine (other load comes and goes on a shared one). */
static int measure(void *ctx, const char *a_end, const char *b_end, const uint8_t *req, size_t len, int n,
                   latency *a_out, latency *b_out)
{
    enum { CHUNK = 500 };
    void *s[2] = {req_socket(ctx, a_end), req_socket(ctx, b_end)};
    int64_t *t[2] = {malloc((size_t)n * sizeof(int64_t)), malloc((size_t)n * sizeof(int64_t))};
    int rc = s[0] && s[1] && t[0] && t[1] ? 0 : -1;
    for (int k = 0; k < 2; k++)                                      /* warm up */
        for (int i = 0; rc == 0 && i < n / 10 + 100; i++)
            rc = round_trip(s[k], req, len, NULL);
    for (int done = 0; rc == 0 && done < n; done += CHUNK)
        for (int k = 0; k < 2; k++)
            for (int i = done; rc == 0 && i < done + CHUNK && i < n; i++) {
                int64_t t0 = now_ns();
                rc = round_trip(s[k], req, len, NULL);
                t[k][i] = now_ns() - t0;
            }
    if (rc == 0) {
        summarize(t[0], n, a_out);
        summarize(t[1], n, b_out);
    }
    for (int k = 0; k < 2; k++) {
        free(t[k]);
        if (s[k])
            zmq_close(s[k]);
    }
    return rc;
}

typedef struct loader {
    pthread_t thread;
    void *ctx;
    const char *endpoint;
    const uint8_t *req;
    size_t len;
    int window;               /* 0: a REQ socket, one query at a time; else a DEALER keeping this many in flight */
    atomic_int *go, *stop;
    long done;
    int failed;
} loader;

/* A DEALER client: the envelope a REQ socket would add, then the query. */
static int dealer_send(void *s, const uint8_t *req, size_t len)
{
    return zmq_send(s, "", 0, ZMQ_SNDMORE) == 0 && zmq_send(s, req, len, 0) == (int)len ? 0 : -1;
}

static int dealer_recv(void *s)
{
    zmq_msg_t m;
    zmq_msg_init(&m);
    int rc = zmq_msg_recv(&m, s, 0) >= 0 && zmq_msg_more(&m) && zmq_msg_recv(&m, s, 0) >= 0 ? 0 : -1;
    zmq_msg_close(&m);
    return rc;
}

static void *pipeline_main(loader *l)
{
    void *s = zmq_socket(l->ctx, ZMQ_DEALER);
    int zero = 0, ms = RECV_MS;
    zmq_setsockopt(s, ZMQ_LINGER, &zero, sizeof zero);
    zmq_setsockopt(s, ZMQ_RCVTIMEO, &ms, sizeof ms);
    if (zmq_connect(s, l->endpoint) != 0 || dealer_send(s, l->req, l->len) != 0 || dealer_recv(s) != 0) {
        l->failed = 1;
        zmq_close(s);
        return NULL;
    }
    while (!atomic_load(l->go))
        ;
    int inflight = 0;
    while (!l->failed && !atomic_load(l->stop)) {
        while (inflight < l->window && dealer_send(s, l->req, l->len) == 0)
            inflight++;
        if (dealer_recv(s) != 0) {
            l->failed = 1;
            break;
        }
        inflight--;
        l->done++;
    }
    while (!l->failed && inflight-- > 0)       /* drain, uncounted */
        if (dealer_recv(s) != 0)
            l->failed = 1;
    zmq_close(s);
    return NULL;
}

static void *load_main(void *arg)
{
    loader *l = arg;
    if (l->window > 0)
        return pipeline_main(l);
    void *s = req_socket(l->ctx, l->endpoint);
    if (!s) {
        l->failed = 1;
        return NULL;
    }
    if (round_trip(s, l->req, l->len, NULL) != 0)    /* connected before the clock starts */
        l->failed = 1;
    while (!atomic_load(l->go))
        ;
    while (!l->failed && !atomic_load(l->stop)) {
        if (round_trip(s, l->req, l->len, NULL) != 0)
            l->failed = 1;
        else
            l->done++;
    }
    zmq_close(s);
    return NULL;
}

static double throughput(void *ctx, const char *endpoint, const uint8_t *req, size_t len, int clients, int window,
                         double seconds)
{
    loader *ls = calloc((size_t)clients, sizeof *ls);
    atomic_int go = 0, stop = 0;
    if (!ls)
        return -1;
    for (int i = 0; i < clients; i++) {
        ls[i] = (loader){.ctx = ctx, .endpoint = endpoint, .req = req, .len = len, .window = window, .go = &go,
                         .stop = &stop};
        pthread_create(&ls[i].thread, NULL, load_main, &ls[i]);
    }
    struct timespec settle = {0, 200000000};
    nanosleep(&settle, NULL);
    int64_t t0 = now_ns();
    atomic_store(&go, 1);
    struct timespec run = {(time_t)seconds, (long)((seconds - (double)(time_t)seconds) * 1e9)};
    nanosleep(&run, NULL);
    atomic_store(&stop, 1);
    int64_t t1 = now_ns();
    long total = 0;
    int failed = 0;
    for (int i = 0; i < clients; i++) {
        pthread_join(ls[i].thread, NULL);
        total += ls[i].done;
        failed |= ls[i].failed;
    }
    free(ls);
    return failed ? -1 : (double)total / ((double)(t1 - t0) / 1e9);
}

/* ------------------------------------------------------------------ main */

int main(int argc, char **argv)
{
    char daemon[PATH_MAX] = "";
    int workers = 2, queries = 20000, window = 16;
    double seconds = 2.0;
    int clients[8] = {1, 4, 8};
    int nclients = 3;
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (strcmp(argv[i], "--daemon") == 0 && v)
            snprintf(daemon, sizeof daemon, "%s", argv[++i]);
        else if (strcmp(argv[i], "--workers") == 0 && v)
            workers = atoi(argv[++i]);
        else if (strcmp(argv[i], "--queries") == 0 && v)
            queries = atoi(argv[++i]);
        else if (strcmp(argv[i], "--window") == 0 && v)
            window = atoi(argv[++i]);
        else if (strcmp(argv[i], "--seconds") == 0 && v)
            seconds = atof(argv[++i]);
        else if (strcmp(argv[i], "--clients") == 0 && v) {
            nclients = 0;
            char buf[128];
            snprintf(buf, sizeof buf, "%s", argv[++i]);
            for (char *save = NULL, *t = strtok_r(buf, ",", &save); t && nclients < 8; t = strtok_r(NULL, ",", &save))
                clients[nclients++] = atoi(t);
        } else {
            fprintf(stderr, "usage: bench_judged [--daemon PATH] [--workers N] [--queries N] [--clients N,N,...] "
                            "[--window N] [--seconds S]\n");
            return 64;
        }
    }
    if (workers < 1 || queries < 100 || seconds <= 0 || nclients == 0 || window < 1) {
        fprintf(stderr, "bench_judged: bad arguments\n");
        return 64;
    }
    if (!daemon[0]) {
        ssize_t n = readlink("/proc/self/exe", daemon, sizeof daemon - 32);
        if (n <= 0) {
            fprintf(stderr, "bench_judged: give --daemon PATH\n");
            return 1;
        }
        daemon[n] = '\0';
        char *slash = strrchr(daemon, '/');
        snprintf(slash ? slash + 1 : daemon, 32, "altered-judged");
    }
    if (access(daemon, X_OK) != 0) {
        fprintf(stderr, "bench_judged: %s: %s (build it first)\n", daemon, strerror(errno));
        return 1;
    }
    size_t len = 0;
    uint64_t seed = 0;
    uint8_t *req = make_request(&len, &seed);
    if (!req) {
        fprintf(stderr, "bench_judged: no self-play game longer than %d steps\n", STEPS);
        return 1;
    }

    /* Both servers are forked before this process makes a ZeroMQ context. */
    judged_child echo = {0}, judged = {0};
    if (start_echo(&echo) != 0 || judged_child_start(&judged, daemon, workers, "warn") != 0) {
        fprintf(stderr, "bench_judged: a server did not start\n");
        judged_child_stop(&echo);
        judged_child_stop(&judged);
        free(req);
        return 1;
    }
    void *ctx = zmq_ctx_new();
    int rc = 1;
    void *s = req_socket(ctx, judged.endpoint);
    int legal = 0;
    if (!s || round_trip(s, req, len, &legal) != 0 || !legal) {
        fprintf(stderr, "bench_judged: the daemon did not answer the query as legal\n");
        if (s)
            zmq_close(s);
        goto out;
    }
    zmq_close(s);

    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    printf("bench_judged: Legal query on a cached %d-step game (seed %" PRIu64 "), request %zu bytes, TCP loopback;\n"
           "daemon %s with %d worker(s), %ld core(s)\n",
           STEPS, seed, len, daemon, workers, cores);
    printf("judged_handle alone (in process, cached): %.2f us per query\n", handler_us(req, len, queries));
    latency dl, el;
    if (measure(ctx, judged.endpoint, echo.endpoint, req, len, queries, &dl, &el) != 0) {
        fprintf(stderr, "bench_judged: a round trip timed out\n");
        goto out;
    }
    double ratio = dl.p50_us / el.p50_us;
    printf("latency, 1 client, %d round trips each (alternating chunks of 500):\n", queries);
    printf("  altered-judged Legal   p50 %7.1f us   p99 %7.1f us   mean %7.1f us\n", dl.p50_us, dl.p99_us,
           dl.mean_us);
    printf("  bare REQ/REP echo      p50 %7.1f us   p99 %7.1f us   mean %7.1f us   (%zu-byte message)\n", el.p50_us,
           el.p99_us, el.mean_us, len);
    printf("  p50 ratio              %.2fx   (target <= 1.2x: %s)\n", ratio, ratio <= 1.2 ? "met" : "NOT met");
    printf("throughput, %.1f s per run (REQ: one query at a time per client; DEALER: %d in flight per client):\n",
           seconds, window);
    double best = 0;
    const char *best_how = "";
    int best_clients = 0;
    for (int mode = 0; mode < 2; mode++) {
        int w = mode ? window : 0;
        for (int i = 0; i < nclients; i++) {
            double q = throughput(ctx, judged.endpoint, req, len, clients[i], w, seconds);
            double e = throughput(ctx, echo.endpoint, req, len, clients[i], w, seconds);
            if (q < 0 || e < 0) {
                fprintf(stderr, "bench_judged: a client timed out\n");
                goto out;
            }
            printf("  %-6s %2d client(s)   altered-judged %8.0f queries/s   bare echo %8.0f round trips/s\n",
                   mode ? "DEALER" : "REQ", clients[i], q, e);
            if (q > best) {
                best = q;
                best_clients = clients[i];
                best_how = mode ? "DEALER" : "REQ";
            }
        }
    }
    printf("  best           %.0f queries/s, %d %s client(s)   (target >= 100000: %s)\n", best, best_clients, best_how,
           best >= 100000 ? "met" : "NOT met");
    rc = 0;
out:
    zmq_ctx_term(ctx);
    judged_child_stop(&judged);
    judged_child_stop(&echo);
    free(req);
    return rc;
}
