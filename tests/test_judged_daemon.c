/*
 * test_judged_daemon.c: altered-judged over ZeroMQ, end to end.
 *
 * Each test starts build/bin/altered-judged with `--bind tcp://127.0.0.1:*`
 * (the daemon prints the port it got on its first line), talks to it over
 * loopback TCP and stops it with a signal, expecting exit 0. No fixed port,
 * and every receive has a timeout, so a broken daemon fails a test instead
 * of hanging it.
 *
 * Covered: every request kind; every error kind; thousands of bad messages
 * (random bytes, several frames, no envelope, over the size limit) and then
 * a good request; the cache (hit counts grow for a growing game, replies
 * identical with the cache off); SIGTERM with requests queued and unread,
 * and a second SIGTERM with requests a stopped worker holds; CURVE (a
 * listed client is answered, an unlisted one is not); the broker with two
 * worker processes that both serve; options and key files that would leave
 * a socket open, refused; a CURVE broker whose back refuses rogue workers;
 * a broker's worker killed, and stopped, with requests on their way; a
 * flood of 16 MB requests (bounded memory, the other clients answered);
 * and a descriptor limit with more clients than it allows. Load goes to
 * loopback only, bounded in count and time; the sanitizer build sends a
 * smaller flood.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "daemon_proc.h"
#include "game.h"
#include "log.h"
#include "proxy.h"     /* JUDGED_WORKER_CREDIT: what a worker holds at once */
#include "replay.h"

#include <errno.h>
#include <dirent.h>
#include <fcntl.h>
#include <inttypes.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>
#include <zmq.h>

enum {
    REPLY_MS = 20000,     /* a reply that must come */
    SILENCE_MS = 1500,    /* how long "no reply" is waited for */
    STOP_MS = 30000       /* the daemon exits within this after a signal */
};

static char tmpdir[128];
static char archive[256];
static Altered__GameLog *logs[4];
static int nlogs;
static void *zctx;

/* What a failed test leaves behind is cleaned up at the end: its sockets
 * (or zmq_ctx_term would wait forever) and its daemons. */
static void *sockets[256];
static int nsockets;

static void forget_socket(void *s)
{
    for (int i = 0; i < nsockets; i++)
        if (sockets[i] == s)
            sockets[i] = sockets[--nsockets];
}

static void close_socket(void *s)
{
    forget_socket(s);
    zmq_close(s);
}

/* ---------------------------------------------------------------- fixtures */

static int setup_all(void **state)
{
    (void)state;
    signal(SIGPIPE, SIG_IGN);
    snprintf(tmpdir, sizeof tmpdir, "/tmp/test_judged_daemon_%ld", (long)getpid());
    if (mkdir(tmpdir, 0700) != 0)
        return -1;
    tdaemon_dir(tmpdir);
    snprintf(archive, sizeof archive, "%s/games.altlog", tmpdir);
    char cmd[768];
    snprintf(cmd, sizeof cmd, "'%s/altered-replay' gen --seed 77 --games 4 --out '%s' 2>/dev/null", ALT_BIN_DIR,
             archive);
    if (system(cmd) != 0)
        return -1;
    char err[256];
    replay_reader *r = replay_reader_open(archive, err, sizeof err);
    if (!r)
        return -1;
    Altered__GameLog *log;
    while (nlogs < 4 && replay_reader_next(r, &log, err, sizeof err) == 1) {
        /* Copied out of the reader's arena. */
        size_t len = altered__game_log__get_packed_size(log);
        uint8_t *buf = malloc(len);
        altered__game_log__pack(log, buf);
        logs[nlogs++] = altered__game_log__unpack(NULL, len, buf);
        free(buf);
    }
    replay_reader_close(&r);
    zctx = zmq_ctx_new();
    return nlogs == 4 && zctx ? 0 : -1;
}

static int teardown_all(void **state)
{
    (void)state;
    for (int i = 0; i < nlogs; i++)
        altered__game_log__free_unpacked(logs[i], NULL);
    tdaemon_kill_all();
    while (nsockets > 0)
        close_socket(sockets[0]);
    if (zctx)
        zmq_ctx_term(zctx);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    return system(cmd) == 0 ? 0 : -1;
}

/* ----------------------------------------------------------------- clients */

static void *client(int type, const char *endpoint)
{
    void *s = zmq_socket(zctx, type);
    assert_non_null(s);
    if (nsockets < 256)
        sockets[nsockets++] = s;
    int zero = 0;
    zmq_setsockopt(s, ZMQ_LINGER, &zero, sizeof zero);
    assert_int_equal(zmq_connect(s, endpoint), 0);
    return s;
}

/* Waits for a message on s; 1 when one is there, 0 on timeout. */
static int wait_in(void *s, int ms)
{
    zmq_pollitem_t it = {s, 0, ZMQ_POLLIN, 0};
    return zmq_poll(&it, 1, ms) > 0;
}

static uint8_t *pack(const Altered__Request *r, size_t *len)
{
    *len = altered__request__get_packed_size(r);
    uint8_t *buf = malloc(*len ? *len : 1);
    altered__request__pack(r, buf);
    return buf;
}

/* Receives one single-frame reply on a REQ socket within ms; NULL on
 * timeout. *raw, when not NULL, receives the bytes (caller frees). */
static Altered__Reply *recv_reply(void *s, int ms, uint8_t **raw, size_t *raw_len)
{
    if (!wait_in(s, ms))
        return NULL;
    zmq_msg_t m;
    zmq_msg_init(&m);
    assert_true(zmq_msg_recv(&m, s, 0) >= 0);
    Altered__Reply *r = altered__reply__unpack(NULL, zmq_msg_size(&m), zmq_msg_data(&m));
    if (raw) {
        *raw_len = zmq_msg_size(&m);
        *raw = malloc(*raw_len ? *raw_len : 1);
        memcpy(*raw, zmq_msg_data(&m), *raw_len);
    }
    assert_false(zmq_msg_more(&m));
    zmq_msg_close(&m);
    assert_non_null(r);
    return r;
}

/* One request, one reply, on a REQ socket. */
static Altered__Reply *ask(void *s, const Altered__Request *q)
{
    size_t len;
    uint8_t *buf = pack(q, &len);
    assert_true(zmq_send(s, buf, len, 0) == (int)len);
    free(buf);
    Altered__Reply *r = recv_reply(s, REPLY_MS, NULL, NULL);
    if (!r)
        fail_msg("no reply within %d ms", REPLY_MS);
    assert_int_equal(r->id, q->id);
    return r;
}

static Altered__Reply *ask_info(void *s, uint64_t id)
{
    Altered__InfoRequest iq = ALTERED__INFO_REQUEST__INIT;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = id;
    q.kind_case = ALTERED__REQUEST__KIND_INFO;
    q.info = &iq;
    Altered__Reply *r = ask(s, &q);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_INFO);
    return r;
}

typedef enum { Q_LEGAL, Q_ACTIONS, Q_STATE } query;

/* A request about the first k steps of a log (candidate: step k+1). The
 * returned request points into the log and into *acts (caller frees). */
static void make_query(Altered__Request *q, query kind, uint64_t id, const Altered__GameLog *log, size_t k,
                       Altered__Action ***acts, Altered__GameSoFar *g, Altered__LegalRequest *lq,
                       Altered__LegalActionsRequest *aq, Altered__StateRequest *sq)
{
    *acts = malloc((k ? k : 1) * sizeof **acts);
    for (size_t i = 0; i < k; i++)
        (*acts)[i] = log->steps[i]->action;
    altered__game_so_far__init(g);
    g->header = log->header;
    g->n_actions = k;
    g->actions = *acts;
    altered__request__init(q);
    q->id = id;
    if (kind == Q_LEGAL) {
        altered__legal_request__init(lq);
        lq->game = g;
        lq->candidate = k < log->n_steps ? log->steps[k]->action : log->steps[0]->action;
        q->kind_case = ALTERED__REQUEST__KIND_LEGAL;
        q->legal = lq;
    } else if (kind == Q_ACTIONS) {
        altered__legal_actions_request__init(aq);
        aq->game = g;
        q->kind_case = ALTERED__REQUEST__KIND_LEGAL_ACTIONS;
        q->legal_actions = aq;
    } else {
        altered__state_request__init(sq);
        sq->game = g;
        q->kind_case = ALTERED__REQUEST__KIND_STATE;
        q->state = sq;
    }
}

static Altered__Reply *ask_query(void *s, query kind, uint64_t id, const Altered__GameLog *log, size_t k)
{
    Altered__Request q;
    Altered__Action **acts;
    Altered__GameSoFar g;
    Altered__LegalRequest lq;
    Altered__LegalActionsRequest aq;
    Altered__StateRequest sq;
    make_query(&q, kind, id, log, k, &acts, &g, &lq, &aq, &sq);
    Altered__Reply *r = ask(s, &q);
    free(acts);
    return r;
}

static void assert_error(const Altered__Reply *r, Altered__ErrorCode code)
{
    if (r->kind_case != ALTERED__REPLY__KIND_ERROR)
        fail_msg("expected error %d, got reply kind %d", (int)code, (int)r->kind_case);
    if (r->error->code != code)
        fail_msg("expected error %d, got %d: %s", (int)code, (int)r->error->code, r->error->message);
}

/* ------------------------------------------------------------------- tests */

static void test_every_kind(void **state)
{
    (void)state;
    daemon_proc d;
    tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "2", NULL);
    void *s = client(ZMQ_REQ, d.endpoint);

    Altered__Reply *r = ask_info(s, 1);
    assert_string_equal(r->info->engine, ALT_ENGINE_VERSION);
    assert_int_equal(r->info->n_rulesets, ALT_RULESET__COUNT);
    assert_true(r->info->cards > 0 && r->info->supported_cards > 0);
    assert_true(strchr(r->info->worker, '/') != NULL);
    assert_int_equal(r->info->cache_bytes, 64u << 20);
    altered__reply__free_unpacked(r, NULL);

    const Altered__GameLog *log = logs[0];
    size_t k = log->n_steps / 2;
    r = ask_query(s, Q_LEGAL, 2, log, k);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
    assert_true(r->legal->legal);
    assert_true(r->legal->hash_after == log->steps[k]->hash);
    altered__reply__free_unpacked(r, NULL);

    r = ask_query(s, Q_ACTIONS, 3, log, k);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL_ACTIONS);
    assert_true(r->legal_actions->n_actions > 0);
    assert_int_equal(r->legal_actions->n_actions, r->legal_actions->n_descriptions);
    assert_true(r->legal_actions->hash == log->steps[k - 1]->hash);
    altered__reply__free_unpacked(r, NULL);

    r = ask_query(s, Q_STATE, 4, log, log->n_steps);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_STATE);
    assert_true(r->state->hash == log->steps[log->n_steps - 1]->hash);
    assert_true(r->state->winner == 0 || r->state->winner == 1);
    assert_true(r->state->encoding.len > 0);
    altered__reply__free_unpacked(r, NULL);

    Altered__VerifyRequest vq = ALTERED__VERIFY_REQUEST__INIT;
    vq.log = (Altered__GameLog *)log;
    vq.name = archive;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 5;
    q.kind_case = ALTERED__REQUEST__KIND_VERIFY;
    q.verify = &vq;
    r = ask(s, &q);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_VERIFY);
    assert_int_equal(r->verify->verdict, 0);
    assert_int_equal(r->verify->steps, log->n_steps);
    /* The report is altered-replay verify's first line for this archive. */
    char cmd[600], line[512] = "";
    snprintf(cmd, sizeof cmd, "'%s/altered-replay' verify '%s' | head -1", ALT_BIN_DIR, archive);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    assert_non_null(fgets(line, sizeof line, p));
    pclose(p);
    assert_string_equal(r->verify->report, line);
    altered__reply__free_unpacked(r, NULL);

    close_socket(s);
    assert_int_equal(tdaemon_stop(&d, SIGINT), 0);
}

static void test_errors(void **state)
{
    (void)state;
    daemon_proc d;
    tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "1", "--max-actions", "20", NULL);
    void *s = client(ZMQ_REQ, d.endpoint);

    /* Not a Request. */
    static const char junk[] = "\xff\xff\xff garbage";
    assert_true(zmq_send(s, junk, sizeof junk, 0) > 0);
    Altered__Reply *r = recv_reply(s, REPLY_MS, NULL, NULL);
    assert_non_null(r);
    assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    assert_int_equal(r->id, 0);
    altered__reply__free_unpacked(r, NULL);

    /* No kind. */
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 8;
    r = ask(s, &q);
    assert_error(r, ALTERED__ERROR_CODE__ERROR_UNKNOWN_REQUEST);
    altered__reply__free_unpacked(r, NULL);

    /* Too long: the daemon takes 20 actions. */
    r = ask_query(s, Q_STATE, 9, logs[1], 21);
    assert_error(r, ALTERED__ERROR_CODE__ERROR_TOO_LONG);
    altered__reply__free_unpacked(r, NULL);

    /* Unknown card. */
    Altered__GameLog *log = logs[1];
    char *card = log->header->decks[0]->cards[5];
    log->header->decks[0]->cards[5] = (char *)"ALT_CORE_B_ZZ_01_C";
    r = ask_query(s, Q_STATE, 10, log, 3);
    log->header->decks[0]->cards[5] = card;
    assert_error(r, ALTERED__ERROR_CODE__ERROR_UNSUPPORTED);
    altered__reply__free_unpacked(r, NULL);

    /* An illegal action in the history. */
    log->steps[3]->action->player ^= 1;
    r = ask_query(s, Q_ACTIONS, 11, log, 10);
    log->steps[3]->action->player ^= 1;
    assert_error(r, ALTERED__ERROR_CODE__ERROR_ILLEGAL_HISTORY);
    assert_int_equal(r->error->step, 4);
    assert_true(strlen(r->error->rule) > 0);
    altered__reply__free_unpacked(r, NULL);

    close_socket(s);
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
}

static uint64_t rnd(uint64_t *st)
{
    uint64_t z = (*st += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static void test_bad_messages(void **state)
{
    (void)state;
    daemon_proc d;
    tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "2", "--max-message-bytes", "65536", NULL);

    /* 3000 random messages from a DEALER (with the empty delimiter a REQ
     * would add), up to 200 in flight at once: 3000 replies. (A client that
     * never reads would lose replies: a ROUTER drops what a full peer
     * cannot take.) */
    void *dealer = client(ZMQ_DEALER, d.endpoint);
    enum { N = 3000, WINDOW = 200 };
    uint64_t seed = 99;
    uint8_t buf[512];
    int sent = 0, replies = 0;
    while (replies < N) {
        while (sent < N && sent - replies < WINDOW) {
            size_t len = (size_t)(rnd(&seed) % sizeof buf);
            for (size_t k = 0; k < len; k++)
                buf[k] = (uint8_t)rnd(&seed);
            assert_int_equal(zmq_send(dealer, "", 0, ZMQ_SNDMORE), 0);
            assert_true(zmq_send(dealer, buf, len, 0) == (int)len);
            sent++;
        }
        if (!wait_in(dealer, REPLY_MS))
            break;
        zmq_msg_t m;
        zmq_msg_init(&m);
        assert_true(zmq_msg_recv(&m, dealer, 0) >= 0);
        assert_int_equal(zmq_msg_size(&m), 0);      /* the delimiter */
        assert_true(zmq_msg_more(&m));
        assert_true(zmq_msg_recv(&m, dealer, 0) >= 0);
        Altered__Reply *r = altered__reply__unpack(NULL, zmq_msg_size(&m), zmq_msg_data(&m));
        assert_non_null(r);
        assert_true(r->kind_case != ALTERED__REPLY__KIND__NOT_SET);
        altered__reply__free_unpacked(r, NULL);
        zmq_msg_close(&m);
        replies++;
    }
    assert_int_equal(replies, N);

    /* No envelope delimiter (a bare DEALER message, and one of three
     * frames): dropped, no reply, nothing wedged. */
    assert_int_equal(zmq_send(dealer, "abc", 3, 0), 3);
    assert_int_equal(zmq_send(dealer, "a", 1, ZMQ_SNDMORE), 1);
    assert_int_equal(zmq_send(dealer, "b", 1, ZMQ_SNDMORE), 1);
    assert_int_equal(zmq_send(dealer, "c", 1, 0), 1);
    assert_false(wait_in(dealer, SILENCE_MS));

    /* A REQ client sending three frames: an error reply. */
    void *req = client(ZMQ_REQ, d.endpoint);
    for (int round = 0; round < 200; round++) {
        assert_int_equal(zmq_send(req, "x", 1, ZMQ_SNDMORE), 1);
        assert_int_equal(zmq_send(req, "y", 1, ZMQ_SNDMORE), 1);
        assert_int_equal(zmq_send(req, "z", 1, 0), 1);
        Altered__Reply *r = recv_reply(req, REPLY_MS, NULL, NULL);
        assert_non_null(r);
        assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
        altered__reply__free_unpacked(r, NULL);
    }
    /* Very many frames, more than the proxy keeps. */
    for (int i = 0; i < 500; i++)
        assert_int_equal(zmq_send(req, "f", 1, ZMQ_SNDMORE), 1);
    assert_int_equal(zmq_send(req, "f", 1, 0), 1);
    Altered__Reply *r = recv_reply(req, REPLY_MS, NULL, NULL);
    assert_non_null(r);
    assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    altered__reply__free_unpacked(r, NULL);

    /* Over --max-message-bytes: libzmq drops the connection, no reply. */
    void *big = client(ZMQ_REQ, d.endpoint);
    size_t big_len = 100000;
    uint8_t *blob = calloc(1, big_len);
    assert_true(zmq_send(big, blob, big_len, 0) == (int)big_len);
    free(blob);
    assert_false(wait_in(big, SILENCE_MS));
    close_socket(big);

    /* And the daemon serves on: on the old sockets and on a new one. */
    r = ask_info(req, 77);
    altered__reply__free_unpacked(r, NULL);
    void *fresh = client(ZMQ_REQ, d.endpoint);
    r = ask_query(fresh, Q_LEGAL, 78, logs[2], 10);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
    assert_true(r->legal->legal);
    altered__reply__free_unpacked(r, NULL);
    assert_int_equal(zmq_send(dealer, "", 0, ZMQ_SNDMORE), 0);
    assert_int_equal(zmq_send(dealer, "", 0, 0), 0);          /* an empty Request: no kind */
    assert_true(wait_in(dealer, REPLY_MS));

    close_socket(fresh);
    close_socket(req);
    close_socket(dealer);
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
}

static uint64_t cache_counter(void *s, int partial)
{
    Altered__Reply *r = ask_info(s, 500);
    uint64_t v = partial ? r->info->cache_partial_hits : r->info->cache_hits;
    altered__reply__free_unpacked(r, NULL);
    return v;
}

/* A growing game: the cache counts a hit for every step after the first;
 * a daemon without a cache gives byte-identical replies. */
static void test_cache(void **state)
{
    (void)state;
    daemon_proc on, off;
    tdaemon_start(&on, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "2", "--cache-mb", "8", NULL);
    tdaemon_start(&off, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "2", "--cache-mb", "0", NULL);
    void *a = client(ZMQ_REQ, on.endpoint);
    void *b = client(ZMQ_REQ, off.endpoint);
    const Altered__GameLog *log = logs[3];
    uint64_t partial0 = cache_counter(a, 1), hits0 = cache_counter(a, 0);
    for (size_t k = 0; k < log->n_steps; k++) {
        for (int kind = Q_LEGAL; kind <= Q_STATE; kind++) {
            Altered__Request q;
            Altered__Action **acts;
            Altered__GameSoFar g;
            Altered__LegalRequest lq;
            Altered__LegalActionsRequest aq;
            Altered__StateRequest sq;
            make_query(&q, (query)kind, 1000 + k, log, k, &acts, &g, &lq, &aq, &sq);
            size_t len;
            uint8_t *buf = pack(&q, &len);
            free(acts);
            uint8_t *ra, *rb;
            size_t la, lb;
            assert_true(zmq_send(a, buf, len, 0) == (int)len);
            assert_true(zmq_send(b, buf, len, 0) == (int)len);
            free(buf);
            Altered__Reply *x = recv_reply(a, REPLY_MS, &ra, &la);
            Altered__Reply *y = recv_reply(b, REPLY_MS, &rb, &lb);
            assert_non_null(x);
            assert_non_null(y);
            assert_int_equal(la, lb);
            assert_memory_equal(ra, rb, la);
            if (kind == Q_LEGAL)
                assert_true(x->legal->legal);
            free(ra);
            free(rb);
            altered__reply__free_unpacked(x, NULL);
            altered__reply__free_unpacked(y, NULL);
        }
    }
    uint64_t partial1 = cache_counter(a, 1), hits1 = cache_counter(a, 0);
    /* Each step's first request found the step before; the other two the step itself. */
    assert_int_equal(partial1 - partial0, log->n_steps - 1);
    assert_true(hits1 - hits0 >= 2 * log->n_steps);
    Altered__Reply *r = ask_info(b, 501);
    assert_int_equal(r->info->cache_bytes, 0);
    assert_int_equal(r->info->cache_hits + r->info->cache_partial_hits, 0);
    altered__reply__free_unpacked(r, NULL);
    close_socket(a);
    close_socket(b);
    assert_int_equal(tdaemon_stop(&on, SIGTERM), 0);
    assert_int_equal(tdaemon_stop(&off, SIGTERM), 0);
    /* The cached Legal and LegalActions queries were answered on the
     * proxy's thread, without a worker: each step's Legal from the step
     * before (all but the first step's), its LegalActions from the step
     * itself; State always goes to a worker (its reply's JSON position is
     * slow to write). Without a cache, none were. */
    char cmd[600], line[64] = "";
    snprintf(cmd, sizeof cmd, "grep -o '[0-9]* answered from the cache' '%s' | grep -o '^[0-9]*'", on.log);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    assert_non_null(fgets(line, sizeof line, p));
    pclose(p);
    assert_int_equal(strtol(line, NULL, 10), 2 * (long)log->n_steps - 1);
    snprintf(cmd, sizeof cmd, "grep -o '[0-9]* answered from the cache' '%s' | grep -o '^[0-9]*'", off.log);
    p = popen(cmd, "r");
    assert_non_null(p);
    assert_non_null(fgets(line, sizeof line, p));
    pclose(p);
    assert_int_equal(strtol(line, NULL, 10), 0);
}

/* Reads the replies on a DEALER for up to ms of silence, at most max;
 * counts the verdicts and the ERROR_UNAVAILABLE replies (n_unavailable),
 * and those that said "abandoned". Any other reply fails the test. */
static int collect(void *dealer, int max, int ms, int *n_unavailable, int *n_abandoned)
{
    int got = 0;
    while (got < max && wait_in(dealer, ms)) {
        zmq_msg_t m;
        zmq_msg_init(&m);
        assert_true(zmq_msg_recv(&m, dealer, 0) >= 0);
        assert_int_equal(zmq_msg_size(&m), 0);
        assert_true(zmq_msg_recv(&m, dealer, 0) >= 0);
        Altered__Reply *rep = altered__reply__unpack(NULL, zmq_msg_size(&m), zmq_msg_data(&m));
        assert_non_null(rep);
        if (rep->kind_case == ALTERED__REPLY__KIND_ERROR) {
            assert_error(rep, ALTERED__ERROR_CODE__ERROR_UNAVAILABLE);
            if (!strstr(rep->error->message, "shutting down"))
                fail_msg("request %" PRIu64 ": %s", rep->id, rep->error->message);
            (*n_unavailable)++;
            if (strstr(rep->error->message, "abandoned"))
                (*n_abandoned)++;
        } else {
            assert_int_equal(rep->kind_case, ALTERED__REPLY__KIND_VERIFY);
            assert_int_equal(rep->verify->verdict, 0);
        }
        assert_true(rep->id >= 1);
        altered__reply__free_unpacked(rep, NULL);
        zmq_msg_close(&m);
        got++;
    }
    return got;
}

/* n Verify requests of logs[0] on a DEALER, ids from first. */
static void send_verifies(void *dealer, int n, uint64_t first)
{
    Altered__VerifyRequest vq = ALTERED__VERIFY_REQUEST__INIT;
    vq.log = logs[0];
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.kind_case = ALTERED__REQUEST__KIND_VERIFY;
    q.verify = &vq;
    for (int i = 0; i < n; i++) {
        q.id = first + (uint64_t)i;
        size_t len;
        uint8_t *buf = pack(&q, &len);
        assert_int_equal(zmq_send(dealer, "", 0, ZMQ_SNDMORE), 0);
        assert_true(zmq_send(dealer, buf, len, 0) == (int)len);
        free(buf);
    }
}

/* Whether every thread of pid is stopped: /proc/<pid>/task/<tid>/stat
 * gives each one's state after the command name in parentheses. */
static int all_threads_stopped(pid_t pid)
{
    char dir[64];
    snprintf(dir, sizeof dir, "/proc/%d/task", (int)pid);
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int threads = 0, stopped = 0;
    struct dirent *de;
    while ((de = readdir(d)) != NULL) {
        if (de->d_name[0] == '.')
            continue;
        char path[sizeof dir + sizeof de->d_name + 8], line[512];
        snprintf(path, sizeof path, "%s/%s/stat", dir, de->d_name);
        FILE *f = fopen(path, "r");
        if (!f)
            continue;
        size_t n = fread(line, 1, sizeof line - 1, f);
        fclose(f);
        line[n] = 0;
        const char *close_paren = strrchr(line, ')');
        threads++;
        stopped += close_paren && close_paren[1] == ' ' && close_paren[2] == 'T';
    }
    closedir(d);
    return threads > 0 && stopped == threads;
}

/* SIGSTOP, and the wait until it has taken hold. kill() only queues the
 * signal: the thread that takes it stops the others when it next runs,
 * and on a loaded machine a worker thread may answer requests meanwhile. */
static void stop_process(pid_t pid)
{
    assert_int_equal(kill(pid, SIGSTOP), 0);
    int64_t deadline = tclock_ms() + STOP_MS;
    while (!all_threads_stopped(pid) && tclock_ms() < deadline)
        tclock_sleep(1);
    assert_true(all_threads_stopped(pid));
}

static int wait_exit(daemon_proc *d)
{
    int status = 0;
    int64_t deadline = tclock_ms() + STOP_MS;
    pid_t w;
    while ((w = waitpid(d->pid, &status, WNOHANG)) == 0 && tclock_ms() < deadline)
        tclock_sleep(10);
    assert_int_equal(w, d->pid);
    tdaemon_forget(d->pid);
    d->pid = 0;
    close(d->out);
    assert_true(WIFEXITED(status));
    return WEXITSTATUS(status);
}

/* SIGTERM with requests queued: every request gets a reply. The one worker
 * holds one at a time; the rest wait in the proxy and, at the signal,
 * are answered ERROR_UNAVAILABLE "shutting down"; those the worker holds
 * are answered by it, and the daemon exits 0. */
static void test_sigterm_in_flight(void **state)
{
    (void)state;
    daemon_proc d;
    tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "1", "--cache-mb", "0", NULL);
    void *dealer = client(ZMQ_DEALER, d.endpoint);
    /* Make sure the connection is up before the burst. */
    void *probe = client(ZMQ_REQ, d.endpoint);
    Altered__Reply *r = ask_info(probe, 1);
    altered__reply__free_unpacked(r, NULL);
    close_socket(probe);

    enum { N = 900 };
    send_verifies(dealer, N, 1);
    /* The proxy takes them in microseconds; the one worker needs far
     * longer to answer them all, so most are queued at the signal, and
     * some not even read yet. */
    tclock_sleep(10);
    kill(d.pid, SIGTERM);
    int unavailable = 0, abandoned = 0;
    int got = collect(dealer, N, REPLY_MS, &unavailable, &abandoned);
    int rc = wait_exit(&d);
    print_message("SIGTERM: %d of %d answered: %d verdicts, %d ERROR_UNAVAILABLE \"shutting down\"; exit %d\n", got,
                  N, got - unavailable, unavailable, rc);
    assert_int_equal(got, N);
    assert_true(unavailable > 0);
    assert_int_equal(abandoned, 0);
    assert_int_equal(rc, 0);
    close_socket(dealer);
}

/* A broker whose one worker is stopped (SIGSTOP) while it holds requests:
 * a first SIGTERM waits for them (the drain), a second gives them up.
 * Every request is still answered, those held as "abandoned", and the
 * exit code, 3, says so. */
static void test_sigterm_abandoned(void **state)
{
    (void)state;
    daemon_proc b, w;
    tdaemon_start(&b, 2, "--broker", "tcp://127.0.0.1:*", "tcp://127.0.0.1:*", "--drain-ms", "60000", NULL);
    tdaemon_start(&w, 1, "--connect", b.second, "--workers", "1", NULL);
    void *probe = client(ZMQ_REQ, b.endpoint);
    Altered__Reply *r = ask_info(probe, 1);
    altered__reply__free_unpacked(r, NULL);
    close_socket(probe);
    stop_process(w.pid);
    void *dealer = client(ZMQ_DEALER, b.endpoint);
    enum { N = 50 };
    send_verifies(dealer, N, 1);
    tclock_sleep(200);
    kill(b.pid, SIGTERM);
    tclock_sleep(300);
    kill(b.pid, SIGTERM);
    int unavailable = 0, abandoned = 0;
    int got = collect(dealer, N, REPLY_MS, &unavailable, &abandoned);
    int rc = wait_exit(&b);
    kill(w.pid, SIGCONT);
    assert_int_equal(tdaemon_stop(&w, SIGTERM), 0);
    print_message("two SIGTERMs, the worker stopped: %d of %d answered, %d ERROR_UNAVAILABLE, %d of them "
                  "abandoned; exit %d\n",
                  got, N, unavailable, abandoned, rc);
    assert_int_equal(got, N);
    assert_int_equal(unavailable, N);
    assert_int_equal(abandoned, 1);   /* JUDGED_WORKER_CREDIT: what one worker holds */
    assert_int_equal(rc, 3);
    close_socket(dealer);
}

/* ------------------------------------------------------------------ CURVE */

static void read_key(const char *path, char out[41])
{
    FILE *f = fopen(path, "r");
    assert_non_null(f);
    assert_non_null(fgets(out, 41, f));
    fclose(f);
    assert_int_equal(strlen(out), 40);
}

static void *curve_client(const char *endpoint, const char *server_pub, const char *prefix)
{
    void *s = zmq_socket(zctx, ZMQ_REQ);
    assert_non_null(s);
    if (nsockets < 256)
        sockets[nsockets++] = s;
    int zero = 0;
    zmq_setsockopt(s, ZMQ_LINGER, &zero, sizeof zero);
    char path[300], pub[41], sec[41];
    snprintf(path, sizeof path, "%s.pub", prefix);
    read_key(path, pub);
    snprintf(path, sizeof path, "%s.key", prefix);
    read_key(path, sec);
    assert_int_equal(zmq_setsockopt(s, ZMQ_CURVE_SERVERKEY, server_pub, 41), 0);
    assert_int_equal(zmq_setsockopt(s, ZMQ_CURVE_PUBLICKEY, pub, 41), 0);
    assert_int_equal(zmq_setsockopt(s, ZMQ_CURVE_SECRETKEY, sec, 41), 0);
    assert_int_equal(zmq_connect(s, endpoint), 0);
    return s;
}

static void gen_keys(const char *prefix)
{
    char cmd[600];
    snprintf(cmd, sizeof cmd, "'%s/altered-judged' --gen-keys '%s' >/dev/null", ALT_BIN_DIR, prefix);
    assert_int_equal(system(cmd), 0);
}

static int info_answered(void *s, int ms)
{
    Altered__InfoRequest iq = ALTERED__INFO_REQUEST__INIT;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 42;
    q.kind_case = ALTERED__REQUEST__KIND_INFO;
    q.info = &iq;
    size_t len;
    uint8_t *buf = pack(&q, &len);
    int sent = zmq_send(s, buf, len, ZMQ_DONTWAIT) == (int)len;
    free(buf);
    if (!sent)
        return 0;
    Altered__Reply *r = recv_reply(s, ms, NULL, NULL);
    if (!r)
        return 0;
    int ok = r->kind_case == ALTERED__REPLY__KIND_INFO && r->id == 42;
    altered__reply__free_unpacked(r, NULL);
    return ok;
}

static void test_curve(void **state)
{
    (void)state;
    if (!zmq_has("curve"))
        skip();
    char server[256], good[256], bad[256], allow[256], cmd[800], server_pub[41], path[300];
    snprintf(server, sizeof server, "%s/server", tmpdir);
    snprintf(good, sizeof good, "%s/alice", tmpdir);
    snprintf(bad, sizeof bad, "%s/mallory", tmpdir);
    snprintf(allow, sizeof allow, "%s/allowed", tmpdir);
    gen_keys(server);
    gen_keys(good);
    gen_keys(bad);
    snprintf(path, sizeof path, "%s.key", server);
    struct stat st;
    assert_int_equal(stat(path, &st), 0);
    assert_int_equal(st.st_mode & 0777, 0600);
    snprintf(path, sizeof path, "%s.pub", server);
    read_key(path, server_pub);
    assert_int_equal(mkdir(allow, 0700), 0);
    snprintf(cmd, sizeof cmd, "cp '%s.pub' '%s/'", good, allow);
    assert_int_equal(system(cmd), 0);

    /* A folder of *.pub files, then a list file with a comment. */
    char list[300], secret[300];
    snprintf(list, sizeof list, "%s/clients.txt", tmpdir);
    snprintf(cmd, sizeof cmd, "{ echo '# the clients'; cat '%s.pub'; echo; } > '%s'", good, list);
    assert_int_equal(system(cmd), 0);
    snprintf(secret, sizeof secret, "%s.key", server);
    const char *allows[2] = {allow, list};
    for (int i = 0; i < 2; i++) {
        daemon_proc d;
        tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "1", "--curve-secret-key", secret,
                     "--curve-allow", allows[i], NULL);
        void *alice = curve_client(d.endpoint, server_pub, good);
        void *mallory = curve_client(d.endpoint, server_pub, bad);
        void *plain = client(ZMQ_REQ, d.endpoint);
        assert_true(info_answered(alice, REPLY_MS));
        assert_false(info_answered(mallory, SILENCE_MS));
        assert_false(info_answered(plain, SILENCE_MS));
        assert_true(info_answered(alice, REPLY_MS));
        close_socket(alice);
        close_socket(mallory);
        close_socket(plain);
        assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
    }
}

/* 25 handshakes with an unlisted key: the refusals are logged one by one
 * only up to JUDGED_ZAP_LOG_BURST (10) a window, the rest counted on one
 * line (at the window's end, or at the stop). */
static void test_refusal_log(void **state)
{
    (void)state;
    if (!zmq_has("curve"))
        skip();
    char server[256], good[256], bad[256], secret[300], path[300], server_pub[41];
    snprintf(server, sizeof server, "%s/rl_server", tmpdir);
    snprintf(good, sizeof good, "%s/rl_alice", tmpdir);
    snprintf(bad, sizeof bad, "%s/rl_mallory", tmpdir);
    gen_keys(server);
    gen_keys(good);
    gen_keys(bad);
    snprintf(secret, sizeof secret, "%s.key", server);
    snprintf(path, sizeof path, "%s.pub", server);
    read_key(path, server_pub);
    snprintf(path, sizeof path, "%s.pub", good);
    daemon_proc d;
    tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "1", "--curve-secret-key", secret,
                 "--curve-allow", path, NULL);
    enum { N = 25 };
    void *mallory[N];
    for (int i = 0; i < N; i++)
        mallory[i] = curve_client(d.endpoint, server_pub, bad);
    assert_false(info_answered(mallory[0], 1500));
    for (int i = 0; i < N; i++)
        close_socket(mallory[i]);
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
    char cmd[600], line[64] = "";
    snprintf(cmd, sizeof cmd, "grep -c 'ZAP: refused client' '%s'", d.log);
    FILE *p = popen(cmd, "r");
    assert_non_null(p);
    assert_non_null(fgets(line, sizeof line, p));
    pclose(p);
    long lines = strtol(line, NULL, 10), more = -1;
    assert_int_equal(tdaemon_log_number(&d, "ZAP: [0-9]* more refusal", &more), 0);
    print_message("%d handshakes with an unlisted key: %ld refusals logged one by one, %ld more counted on one line\n", N,
                  lines, more);
    assert_int_equal(lines, 10);
    assert_int_equal(more, N - 10);
}

/* ----------------------------------------------------------------- broker */

static void test_broker(void **state)
{
    (void)state;
    daemon_proc b, w1, w2;
    tdaemon_start(&b, 2, "--broker", "tcp://127.0.0.1:*", "tcp://127.0.0.1:*", NULL);
    assert_true(strncmp(b.second, "tcp://127.0.0.1:", 16) == 0);
    tdaemon_start(&w1, 1, "--connect", b.second, "--workers", "1", NULL);
    tdaemon_start(&w2, 1, "--connect", b.second, "--workers", "1", NULL);
    void *s = client(ZMQ_REQ, b.endpoint);
    char first[64] = "";
    int both = 0;
    int64_t deadline = tclock_ms() + REPLY_MS;
    for (int i = 0; !both && tclock_ms() < deadline; i++) {
        Altered__Reply *r = ask_info(s, (uint64_t)i + 1);
        if (!first[0])
            snprintf(first, sizeof first, "%s", r->info->worker);
        else if (strcmp(first, r->info->worker) != 0) {
            /* Two processes: their pids (before the '/') differ. */
            assert_true(strncmp(first, r->info->worker, strcspn(first, "/")) != 0 ||
                        strcspn(first, "/") != strcspn(r->info->worker, "/"));
            both = 1;
        }
        altered__reply__free_unpacked(r, NULL);
        if (!both)
            tclock_sleep(20);
    }
    assert_true(both);
    Altered__Reply *r = ask_query(s, Q_LEGAL, 5000, logs[1], 12);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
    assert_true(r->legal->legal);
    altered__reply__free_unpacked(r, NULL);
    close_socket(s);
    assert_int_equal(tdaemon_stop(&w1, SIGTERM), 0);
    assert_int_equal(tdaemon_stop(&w2, SIGTERM), 0);
    assert_int_equal(tdaemon_stop(&b, SIGTERM), 0);
}

/* ---------------------------------------------------------- fail closed */

/* Runs altered-judged with the arguments (NULL-terminated) to its exit,
 * stderr to a file of tmpdir; its exit status, or -1 when it ran on (it
 * was to refuse to start) and had to be killed. */
static int run_judged(char *errfile, size_t cap, ...)
{
    static int serial;
    snprintf(errfile, cap, "%s/refusal%d.log", tmpdir, serial++);
    const char *argv[32];
    int argc = 0;
    static char path[256];
    snprintf(path, sizeof path, "%s/altered-judged", ALT_BIN_DIR);
    argv[argc++] = path;
    va_list ap;
    va_start(ap, cap);
    const char *a;
    while (argc < 30 && (a = va_arg(ap, const char *)) != NULL)
        argv[argc++] = a;
    va_end(ap);
    argv[argc] = NULL;
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int fd = open(errfile, O_WRONLY | O_CREAT | O_TRUNC, 0600);
        int null = open("/dev/null", O_WRONLY);
        if (fd >= 0)
            dup2(fd, 2);
        if (null >= 0)
            dup2(null, 1);
        execv(path, (char *const *)argv);
        _exit(127);
    }
    int status = 0;
    int64_t deadline = tclock_ms() + 10000;
    while (waitpid(pid, &status, WNOHANG) == 0) {
        if (tclock_ms() > deadline) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            return -1;
        }
        tclock_sleep(10);
    }
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

static int file_has(const char *file, const char *text)
{
    FILE *f = fopen(file, "r");
    if (!f)
        return 0;
    char buf[4096];
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    if (!strstr(buf, text))
        fprintf(stderr, "expected \"%s\" in: %s\n", text, buf);
    return strstr(buf, text) != NULL;
}

/* Options that would leave a socket open, or a key file that is wrong or
 * exposed, stop the daemon before it binds, saying why. */
static void test_fail_closed(void **state)
{
    (void)state;
    if (!zmq_has("curve"))
        skip();
    char srv[256], key[300], pub[300], err[300], cmd[2048], link[300], target[300], copied_key[320];
    snprintf(srv, sizeof srv, "%s/fc_server", tmpdir);
    snprintf(key, sizeof key, "%s.key", srv);
    snprintf(pub, sizeof pub, "%s.pub", srv);
    gen_keys(srv);

    /* --curve-allow without the secret key: no longer wide open. */
    assert_int_equal(run_judged(err, sizeof err, "--bind", "tcp://127.0.0.1:*", "--curve-allow", pub, NULL), 64);
    assert_true(file_has(err, "--curve-allow without --curve-secret-key"));

    /* A public key given as the secret key. */
    assert_int_equal(run_judged(err, sizeof err, "--bind", "tcp://127.0.0.1:*", "--curve-secret-key", pub, NULL), 1);
    assert_true(file_has(err, "public key file"));
    char copied[300];
    snprintf(copied, sizeof copied, "%s/fc_copied", tmpdir);
    snprintf(cmd, sizeof cmd, "cp '%s' '%s.pub' && cp '%s' '%s.key' && chmod 600 '%s.key'", pub, copied, pub, copied,
             copied);
    assert_int_equal(system(cmd), 0);
    snprintf(copied_key, sizeof copied_key, "%s.key", copied);
    assert_int_equal(run_judged(err, sizeof err, "--bind", "tcp://127.0.0.1:*", "--curve-secret-key", copied_key, NULL),
                     1);
    assert_true(file_has(err, "holds the public key"));

    /* A secret key others may read. */
    assert_int_equal(chmod(key, 0644), 0);
    assert_int_equal(run_judged(err, sizeof err, "--bind", "tcp://127.0.0.1:*", "--curve-secret-key", key, NULL), 1);
    assert_true(file_has(err, "others may read"));
    assert_int_equal(chmod(key, 0600), 0);

    /* --gen-keys: not through a symbolic link, not over a file. */
    snprintf(link, sizeof link, "%s/fc_link", tmpdir);
    snprintf(target, sizeof target, "%s/fc_elsewhere", tmpdir);
    snprintf(copied_key, sizeof copied_key, "%s.key", link);
    assert_int_equal(symlink(target, copied_key), 0);
    assert_int_equal(run_judged(err, sizeof err, "--gen-keys", link, NULL), 1);
    assert_true(file_has(err, "symbolic link"));
    assert_int_equal(access(target, F_OK), -1);    /* nothing written where the link points */
    assert_int_equal(run_judged(err, sizeof err, "--gen-keys", srv, NULL), 1);
    assert_true(file_has(err, "not overwritten"));

    /* A broker with CURVE on the front and an open back: refused, unless asked. */
    assert_int_equal(run_judged(err, sizeof err, "--broker", "tcp://127.0.0.1:*", "tcp://127.0.0.1:*",
                                "--curve-secret-key", key, NULL),
                     64);
    assert_true(file_has(err, "would be open"));
    assert_int_equal(run_judged(err, sizeof err, "--broker", "tcp://127.0.0.1:*", "tcp://127.0.0.1:*",
                                "--curve-secret-key", key, "--back-curve-secret-key", key, NULL),
                     64);
    assert_true(file_has(err, "--back-curve-allow"));
    daemon_proc b;
    tdaemon_start(&b, 2, "--broker", "tcp://127.0.0.1:*", "tcp://127.0.0.1:*", "--curve-secret-key", key,
                 "--insecure-back", NULL);
    assert_int_equal(tdaemon_stop(&b, SIGTERM), 0);
    assert_true(tdaemon_log_has(&b, "is open (no CURVE)"));
}

/* A broker with CURVE on both ends: a listed worker serves; a worker with
 * an unlisted key and a plaintext one connect to the back but are never
 * given a request, so they cannot read a game or forge a verdict. */
static void test_broker_rogue_worker(void **state)
{
    (void)state;
    if (!zmq_has("curve"))
        skip();
    char srv[256], back[256], alice[256], w1[256], mallory[256], skey[300], bkey[300], bpub[300], apub[300],
        w1pub[300], server_pub[41], back_pub[41];
    snprintf(srv, sizeof srv, "%s/rw_server", tmpdir);
    snprintf(back, sizeof back, "%s/rw_back", tmpdir);
    snprintf(alice, sizeof alice, "%s/rw_alice", tmpdir);
    snprintf(w1, sizeof w1, "%s/rw_worker", tmpdir);
    snprintf(mallory, sizeof mallory, "%s/rw_mallory", tmpdir);
    gen_keys(srv);
    gen_keys(back);
    gen_keys(alice);
    gen_keys(w1);
    gen_keys(mallory);
    snprintf(skey, sizeof skey, "%s.key", srv);
    snprintf(bkey, sizeof bkey, "%s.key", back);
    snprintf(bpub, sizeof bpub, "%s.pub", back);
    snprintf(apub, sizeof apub, "%s.pub", alice);
    snprintf(w1pub, sizeof w1pub, "%s.pub", w1);
    char path[300];
    snprintf(path, sizeof path, "%s.pub", srv);
    read_key(path, server_pub);
    read_key(bpub, back_pub);

    daemon_proc b, w;
    tdaemon_start(&b, 2, "--broker", "tcp://127.0.0.1:*", "tcp://127.0.0.1:*", "--curve-secret-key", skey,
                 "--curve-allow", apub, "--back-curve-secret-key", bkey, "--back-curve-allow", w1pub, NULL);
    tdaemon_start(&w, 1, "--connect", b.second, "--workers", "1", "--curve-server-key", bpub, "--curve-key", w1, NULL);

    /* The rogues: REP sockets on the back, as a worker's. */
    void *rogue_curve = zmq_socket(zctx, ZMQ_REP);
    void *rogue_plain = zmq_socket(zctx, ZMQ_REP);
    assert_non_null(rogue_curve);
    assert_non_null(rogue_plain);
    sockets[nsockets++] = rogue_curve;
    sockets[nsockets++] = rogue_plain;
    int zero = 0;
    zmq_setsockopt(rogue_curve, ZMQ_LINGER, &zero, sizeof zero);
    zmq_setsockopt(rogue_plain, ZMQ_LINGER, &zero, sizeof zero);
    char mpub[41], msec[41];
    snprintf(path, sizeof path, "%s.pub", mallory);
    read_key(path, mpub);
    snprintf(path, sizeof path, "%s.key", mallory);
    read_key(path, msec);
    assert_int_equal(zmq_setsockopt(rogue_curve, ZMQ_CURVE_SERVERKEY, back_pub, 41), 0);
    assert_int_equal(zmq_setsockopt(rogue_curve, ZMQ_CURVE_PUBLICKEY, mpub, 41), 0);
    assert_int_equal(zmq_setsockopt(rogue_curve, ZMQ_CURVE_SECRETKEY, msec, 41), 0);
    assert_int_equal(zmq_connect(rogue_curve, b.second), 0);
    assert_int_equal(zmq_connect(rogue_plain, b.second), 0);
    tclock_sleep(300);      /* their handshakes are over (and refused) before the requests */

    void *s = curve_client(b.endpoint, server_pub, alice);
    char want[32];
    snprintf(want, sizeof want, "%ld/", (long)w.pid);
    enum { N = 30 };
    for (int i = 0; i < N; i++) {
        Altered__Reply *r = ask_info(s, (uint64_t)i + 1);
        assert_true(strncmp(r->info->worker, want, strlen(want)) == 0);
        altered__reply__free_unpacked(r, NULL);
    }
    Altered__Reply *r = ask_query(s, Q_LEGAL, 5000, logs[1], 12);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
    assert_true(r->legal->legal);
    altered__reply__free_unpacked(r, NULL);
    assert_false(wait_in(rogue_curve, 200));
    assert_false(wait_in(rogue_plain, 200));
    close_socket(rogue_curve);
    close_socket(rogue_plain);
    close_socket(s);
    assert_int_equal(tdaemon_stop(&w, SIGTERM), 0);
    assert_int_equal(tdaemon_stop(&b, SIGTERM), 0);
    assert_true(tdaemon_log_has(&b, "ZAP: refused worker"));
    print_message("%d requests through a CURVE broker, all answered by the listed worker; the rogue workers "
                  "got none\n", N + 1);
}

/* ------------------------------------------------------- dying workers */

/* A broker and two one-thread workers; N Verify requests from a DEALER
 * (WINDOW in flight). After a third of the replies, one worker is killed
 * (SIGKILL) or stopped (SIGSTOP): every request is still answered with
 * its verdict, the lost ones sent again to the other worker. The request
 * timeout, which notices the stopped worker, is 3 s: on a loaded machine
 * (a sanitized build beside other jobs) a healthy worker may answer a
 * Verify later than 1 s, and would then be dropped too and its request
 * answered ERROR_UNAVAILABLE. */
static long worker_fault(int sig)
{
    daemon_proc b, w1, w2;
    tdaemon_start(&b, 2, "--broker", "tcp://127.0.0.1:*", "tcp://127.0.0.1:*", "--request-timeout-ms", "3000",
                 "--heartbeat-ms", "200", NULL);
    tdaemon_start(&w1, 1, "--connect", b.second, "--workers", "1", "--heartbeat-ms", "200", NULL);
    tdaemon_start(&w2, 1, "--connect", b.second, "--workers", "1", "--heartbeat-ms", "200", NULL);
    void *probe = client(ZMQ_REQ, b.endpoint);
    /* Both workers serve before the fault. */
    int seen1 = 0, seen2 = 0;
    int64_t until = tclock_ms() + REPLY_MS;
    for (uint64_t i = 1; !(seen1 && seen2) && tclock_ms() < until; i++) {
        Altered__Reply *r = ask_info(probe, i);
        seen1 |= atol(r->info->worker) == (long)w1.pid;
        seen2 |= atol(r->info->worker) == (long)w2.pid;
        altered__reply__free_unpacked(r, NULL);
    }
    assert_true(seen1 && seen2);
    close_socket(probe);

    enum { N = 300, WINDOW = 20 };
    void *dealer = client(ZMQ_DEALER, b.endpoint);
    int sent = 0, got = 0, faulted = 0;
    int64_t t0 = tclock_ms(), fault_at = 0, deadline = tclock_ms() + 60000;
    while (got < N && tclock_ms() < deadline) {
        if (sent - got < WINDOW && sent < N) {
            send_verifies(dealer, 1, (uint64_t)sent + 1);
            sent++;
            continue;
        }
        if (!faulted && got >= N / 3) {
            if (sig == SIGSTOP)
                stop_process(w1.pid);
            else
                kill(w1.pid, sig);
            fault_at = tclock_ms();
            faulted = 1;
        }
        int unavailable = 0, abandoned = 0;
        if (collect(dealer, 1, 5000, &unavailable, &abandoned) == 0)
            break;
        assert_int_equal(unavailable, 0);
        got++;
    }
    int64_t t1 = tclock_ms();
    long resent = -1;
    if (sig == SIGKILL) {
        int status;
        waitpid(w1.pid, &status, 0);
        tdaemon_forget(w1.pid);
        w1.pid = 0;
        close(w1.out);
    } else {
        kill(w1.pid, SIGCONT);
        assert_int_equal(tdaemon_stop(&w1, SIGTERM), 0);
    }
    close_socket(dealer);
    assert_int_equal(tdaemon_stop(&w2, SIGTERM), 0);
    assert_int_equal(tdaemon_stop(&b, SIGTERM), 0);
    assert_int_equal(tdaemon_log_number(&b, "[0-9]* sent again", &resent), 0);
    print_message("%s of a worker after %d of %d replies: %d answered, %d lost, %ld sent again; %lld ms in all, "
                  "%lld ms after the fault\n",
                  sig == SIGKILL ? "SIGKILL" : "SIGSTOP", N / 3, N, got, N - got, resent, (long long)(t1 - t0),
                  (long long)(t1 - fault_at));
    assert_int_equal(got, N);
    assert_true(resent >= 0 && resent <= JUDGED_WORKER_CREDIT);   /* what one worker can hold */
    return resent;
}

/* The fault lands at a moment of the test's choosing, but the worker may
 * be between two requests then (it holds at most one): nothing is lost
 * either way, and the resend path is exercised when it held one, which
 * one of a few tries makes all but certain. */
static void fault_until_resent(int sig)
{
    long resent = 0;
    for (int attempt = 0; attempt < 4 && resent == 0; attempt++)
        resent = worker_fault(sig);
    assert_true(resent > 0);
}

static void test_worker_killed(void **state)
{
    (void)state;
    fault_until_resent(SIGKILL);
}

static void test_worker_stopped(void **state)
{
    (void)state;
    fault_until_resent(SIGSTOP);
}

/* ------------------------------------------------------- memory budget */

#if defined(__SANITIZE_ADDRESS__)
#define SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define SANITIZED 1
#endif
#endif
#ifndef SANITIZED
#define SANITIZED 0
#endif

/* A process's resident set and its peak, in MiB, from /proc. */
static void no_free(void *data, void *hint)
{
    (void)data;
    (void)hint;
}

static int cmp_i64(const void *a, const void *b)
{
    int64_t x = *(const int64_t *)a, y = *(const int64_t *)b;
    return (x > y) - (x < y);
}

/* One client sends FLOOD requests of about 16,000,000 bytes each (under
 * the 16 MiB limit: a game whose event name fills them and whose second
 * action is illegal, which a worker refuses once it has unpacked the
 * request and replayed the game) all at once, as fast as loopback takes
 * them, while three other clients ask
 * Info one after another. The daemon's resident set stays bounded (its
 * --queue-mb budget, the front's short receive queue and what the workers
 * hold), the flood's excess is answered ERROR_BUSY, and the other clients
 * are answered throughout, their p99 bounded. In the sanitizer build the
 * flood is smaller and the bound looser (ASan keeps freed memory in a
 * quarantine of its own, 256 MiB by default). */
static void test_memory_flood(void **state)
{
    (void)state;
    const int FLOOD = SANITIZED ? 48 : 400;
    const long RSS_BOUND_MIB = SANITIZED ? 1536 : 768;
    const int64_t P99_BOUND_MS = SANITIZED ? 5000 : 2000;
    enum { OTHERS = 3, BIG = 16000000 };
    daemon_proc d;
    tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "2", "--max-actions", "1000", NULL);
    long rss0 = tproc_mib(d.pid, "VmRSS");

    /* The flood's request, packed once and sent without copies: a game of
     * 1,000 actions, the first one again and again (a worker unpacks the
     * request, its 16 MB name included, and replays the game to its second
     * action, which is illegal), its event name filling the rest of the
     * 16,000,000 bytes. (A game too long is refused before it is unpacked,
     * too fast to fill any queue.) */
    Altered__Action *one = logs[0]->steps[0]->action;
    size_t per = altered__action__get_packed_size(one) + 2;
    size_t nacts = 1000;
    Altered__Action **acts = malloc(nacts * sizeof *acts);
    assert_non_null(acts);
    for (size_t i = 0; i < nacts; i++)
        acts[i] = one;
    Altered__Header header = *logs[0]->header;
    Altered__Event event = ALTERED__EVENT__INIT;
    size_t name_len = BIG - 8192 - nacts * per;
    char *name = malloc(name_len + 1);
    assert_non_null(name);
    memset(name, 'x', name_len);
    name[name_len] = '\0';
    event.name = name;
    header.event = &event;
    Altered__GameSoFar g = ALTERED__GAME_SO_FAR__INIT;
    g.header = &header;
    g.n_actions = nacts;
    g.actions = acts;
    Altered__LegalActionsRequest aq = ALTERED__LEGAL_ACTIONS_REQUEST__INIT;
    aq.game = &g;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 7;
    q.kind_case = ALTERED__REQUEST__KIND_LEGAL_ACTIONS;
    q.legal_actions = &aq;
    size_t len;
    uint8_t *req = pack(&q, &len);
    free(acts);
    free(name);
    assert_true(len < (16u << 20) && len > 15000000);

    void *flood = client(ZMQ_DEALER, d.endpoint);
    void *others[OTHERS];
    int64_t sent_at[OTHERS];
    for (int i = 0; i < OTHERS; i++) {
        others[i] = client(ZMQ_REQ, d.endpoint);
        Altered__Reply *r = ask_info(others[i], 1);
        altered__reply__free_unpacked(r, NULL);
        sent_at[i] = 0;
    }
    enum { MAX_SAMPLES = 200000 };
    int64_t *lat = malloc(MAX_SAMPLES * sizeof *lat);
    assert_non_null(lat);
    int nlat = 0, flood_sent = 0, flood_got = 0, busy = 0, worked = 0;
    long rss_max = 0;
    int64_t t0 = tclock_ms(), deadline = t0 + 120000, last_sample = 0;
    Altered__InfoRequest iq = ALTERED__INFO_REQUEST__INIT;
    Altered__Request info = ALTERED__REQUEST__INIT;
    info.kind_case = ALTERED__REQUEST__KIND_INFO;
    info.info = &iq;
    size_t info_len;
    info.id = 2;
    uint8_t *info_req = pack(&info, &info_len);
    while (flood_got < FLOOD && tclock_ms() < deadline) {
        while (flood_sent < FLOOD) {
            zmq_msg_t m;
            zmq_msg_init_data(&m, req, len, no_free, NULL);
            if (zmq_send(flood, "", 0, ZMQ_SNDMORE | ZMQ_DONTWAIT) != 0) {
                zmq_msg_close(&m);
                break;
            }
            assert_true(zmq_msg_send(&m, flood, 0) >= 0);
            flood_sent++;
        }
        for (int i = 0; i < OTHERS; i++)
            if (!sent_at[i]) {
                assert_true(zmq_send(others[i], info_req, info_len, 0) == (int)info_len);
                sent_at[i] = tclock_ms();
            }
        zmq_pollitem_t items[OTHERS + 1];
        items[0] = (zmq_pollitem_t){flood, 0, ZMQ_POLLIN, 0};
        for (int i = 0; i < OTHERS; i++)
            items[i + 1] = (zmq_pollitem_t){others[i], 0, ZMQ_POLLIN, 0};
        zmq_poll(items, OTHERS + 1, 10);
        for (int i = 0; i < OTHERS; i++)
            if (items[i + 1].revents & ZMQ_POLLIN) {
                Altered__Reply *r = recv_reply(others[i], 0, NULL, NULL);
                assert_non_null(r);
                assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_INFO);
                altered__reply__free_unpacked(r, NULL);
                if (nlat < MAX_SAMPLES)
                    lat[nlat++] = tclock_ms() - sent_at[i];
                sent_at[i] = 0;
            }
        while (wait_in(flood, 0)) {
            zmq_msg_t m;
            zmq_msg_init(&m);
            assert_true(zmq_msg_recv(&m, flood, 0) >= 0);
            assert_true(zmq_msg_recv(&m, flood, 0) >= 0);
            Altered__Reply *r = altered__reply__unpack(NULL, zmq_msg_size(&m), zmq_msg_data(&m));
            zmq_msg_close(&m);
            assert_non_null(r);
            assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_ERROR);
            if (r->error->code == ALTERED__ERROR_CODE__ERROR_BUSY)
                busy++;
            else if (r->error->code == ALTERED__ERROR_CODE__ERROR_ILLEGAL_HISTORY)
                worked++;
            else
                fail_msg("flood reply: error %d: %s", (int)r->error->code, r->error->message);
            altered__reply__free_unpacked(r, NULL);
            flood_got++;
        }
        int64_t t = tclock_ms();
        if (t - last_sample >= 20) {
            long rss = tproc_mib(d.pid, "VmRSS");
            if (rss > rss_max)
                rss_max = rss;
            last_sample = t;
        }
    }
    int64_t elapsed = tclock_ms() - t0;
    long hwm = tproc_mib(d.pid, "VmHWM");
    /* The other clients' last requests. */
    for (int i = 0; i < OTHERS; i++)
        if (sent_at[i]) {
            Altered__Reply *r = recv_reply(others[i], REPLY_MS, NULL, NULL);
            assert_non_null(r);
            altered__reply__free_unpacked(r, NULL);
            lat[nlat++] = tclock_ms() - sent_at[i];
        }
    qsort(lat, (size_t)nlat, sizeof *lat, cmp_i64);
    int64_t p50 = lat[nlat / 2], p99 = lat[(nlat * 99) / 100], worst = lat[nlat - 1];
    print_message("flood of %d x %zu bytes in %lld ms: %d ERROR_BUSY, %d reached a worker (ERROR_ILLEGAL_HISTORY); "
                  "daemon RSS %ld MiB before, at most %ld MiB sampled, peak (VmHWM) %ld MiB; %d Info replies to %d other "
                  "clients meanwhile: p50 %lld ms, p99 %lld ms, worst %lld ms%s\n",
                  FLOOD, len, (long long)elapsed, busy, worked, rss0, rss_max, hwm, nlat, OTHERS, (long long)p50,
                  (long long)p99, (long long)worst, SANITIZED ? " (sanitizer build: a smaller flood)" : "");
    free(lat);
    free(req);
    free(info_req);
    assert_int_equal(flood_got, FLOOD);
    assert_true(busy > 0);
    assert_true(hwm > 0 && hwm <= RSS_BOUND_MIB);
    assert_true(nlat >= OTHERS * 2);
    assert_true(p99 <= P99_BOUND_MS);
    for (int i = 0; i < OTHERS; i++)
        close_socket(others[i]);
    close_socket(flood);
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
}

/* ------------------------------------------------------ descriptors */

/* CPU seconds (user and system) a process has used, in milliseconds. */
static long cpu_ms(pid_t pid)
{
    char path[64], buf[1024];
    snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    const char *p = strrchr(buf, ')');      /* after the command name */
    unsigned long ut = 0, st = 0;
    if (!p || sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &ut, &st) != 2)
        return -1;
    return (long)((ut + st) * 1000 / (unsigned long)sysconf(_SC_CLK_TCK));
}

/* The daemon under a descriptor limit of 64 (soft and hard, as
 * `prlimit --nofile=64` sets it), and 100 clients: those it has room for
 * are served, the rest are refused (their connections closed), the log
 * says so, the daemon does not spin, every client served is served on,
 * and once some leave a refused one that tries again is served. */
static void test_fd_limit(void **state)
{
    (void)state;
    enum { N = 100 };
    tdaemon_nofile(64);
    daemon_proc d;
    tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "1", NULL);
    tdaemon_nofile(0);
    void *c[N];
    int served[N];
    int reconnect = 500;
    for (int i = 0; i < N; i++) {
        c[i] = client(ZMQ_REQ, d.endpoint);
        zmq_setsockopt(c[i], ZMQ_RECONNECT_IVL, &reconnect, sizeof reconnect);
        served[i] = 0;
    }
    Altered__InfoRequest iq = ALTERED__INFO_REQUEST__INIT;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 3;
    q.kind_case = ALTERED__REQUEST__KIND_INFO;
    q.info = &iq;
    size_t len;
    uint8_t *buf = pack(&q, &len);
    for (int i = 0; i < N; i++)
        assert_true(zmq_send(c[i], buf, len, ZMQ_DONTWAIT) == (int)len);
    int nserved = 0;
    int64_t until = tclock_ms() + 3000;
    while (tclock_ms() < until) {
        for (int i = 0; i < N; i++)
            if (!served[i] && wait_in(c[i], 0)) {
                Altered__Reply *r = recv_reply(c[i], 0, NULL, NULL);
                assert_non_null(r);
                altered__reply__free_unpacked(r, NULL);
                served[i] = 1;
                nserved++;
            }
        tclock_sleep(20);
    }
    /* The refused keep reconnecting; the daemon refuses them without spinning. */
    long cpu0 = cpu_ms(d.pid);
    int64_t w0 = tclock_ms();
    tclock_sleep(1000);
    long cpu_used = cpu_ms(d.pid) - cpu0, wall = (long)(tclock_ms() - w0);
    /* The served are served on. */
    int again = 0;
    for (int i = 0; i < N; i++)
        if (served[i] && info_answered(c[i], 5000))
            again++;
    /* Half the served leave; the refused get in as their retries come. */
    int left = 0;
    for (int i = 0; i < N && left < nserved / 2; i++)
        if (served[i]) {
            close_socket(c[i]);
            c[i] = NULL;
            left++;
        }
    /* A refused client retries as ZeroMQ's Lazy Pirate client does: a new
     * socket and the request sent again (a REQ whose request was read from
     * a refused connection, or whose reply was lost with it, never gets
     * one on the old socket). */
    for (int i = 0; i < N; i++)
        if (c[i] && !served[i]) {
            close_socket(c[i]);
            c[i] = client(ZMQ_REQ, d.endpoint);
            zmq_setsockopt(c[i], ZMQ_RECONNECT_IVL, &reconnect, sizeof reconnect);
            assert_true(zmq_send(c[i], buf, len, ZMQ_DONTWAIT) == (int)len);
        }
    int late = 0;
    until = tclock_ms() + 5000;
    while (tclock_ms() < until && late == 0)
        for (int i = 0; i < N; i++)
            if (c[i] && !served[i] && wait_in(c[i], 10)) {
                Altered__Reply *r = recv_reply(c[i], 0, NULL, NULL);
                assert_non_null(r);
                altered__reply__free_unpacked(r, NULL);
                served[i] = 1;
                late++;
            }
    free(buf);
    for (int i = 0; i < N; i++)
        if (c[i])
            close_socket(c[i]);
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
    print_message("descriptor limit 64, %d clients: %d served, %d refused; %ld ms of CPU in %ld ms while refusing; "
                  "%d of the served served again; after %d left, a refused one served\n",
                  N, nserved, N - nserved, cpu_used, wall, again, left);
    assert_true(nserved > 0 && nserved < N);
    assert_true(tdaemon_log_has(&d, "out of file descriptors"));
    assert_true(cpu_used < wall / 2);
    /* A connection the guard refuses is never served, even when the guard
     * reads its ACCEPTED event late: every client served is served on. */
    assert_int_equal(again, nserved);
    assert_true(late > 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_kind),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_bad_messages),
        cmocka_unit_test(test_cache),
        cmocka_unit_test(test_sigterm_in_flight),
        cmocka_unit_test(test_sigterm_abandoned),
        cmocka_unit_test(test_curve),
        cmocka_unit_test(test_refusal_log),
        cmocka_unit_test(test_broker),
        cmocka_unit_test(test_fail_closed),
        cmocka_unit_test(test_broker_rogue_worker),
        cmocka_unit_test(test_worker_killed),
        cmocka_unit_test(test_worker_stopped),
        cmocka_unit_test(test_memory_flood),
        cmocka_unit_test(test_fd_limit),
    };
    /* TEST_FILTER=test_sigterm_* runs only the tests whose names match. */
    const char *only = getenv("TEST_FILTER");
    if (only && *only)
        cmocka_set_test_filter(only);
    return cmocka_run_group_tests(tests, setup_all, teardown_all);
}
