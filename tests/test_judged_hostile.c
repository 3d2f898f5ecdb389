/*
 * test_judged_hostile.c: the reliability suite. Each test is one class of
 * input that did outsized harm, tried against altered-judged (and
 * altered-replay) over loopback, bounded in count and time:
 *
 *  - envelopes of 56 to 66 frames, the delimiter anywhere: answered or
 *    dropped, never a worker held, the next client served;
 *  - a worker given a message it cannot read answers it all the same;
 *  - a 16 MB Verify of millions of empty steps, and a request of millions
 *    of empty card names: refused before they are unpacked, the daemon's
 *    peak memory near its start, given back after;
 *  - altered-replay verify of a 64 MiB frame of empty steps: refused
 *    before it is unpacked;
 *  - clients that send and never read: their replies held by libzmq are
 *    counted in the budget and bounded per connection, a quiet client is
 *    served meanwhile, and the memory goes when they do;
 *  - a broker's worker that answers one client's request with another
 *    client's envelope, or a request it was not given: the reply goes to
 *    the client that asked, or nowhere;
 *  - a broker with no worker answers "no worker" before a client's
 *    default timeout; a plaintext pool at a CURVE back says it is refused.
 *
 * The sanitizer build keeps freed memory in a quarantine and runs slower:
 * its memory bounds are looser and its "given back" checks are skipped.
 * bench/soak_judged.c runs the same classes for longer, mixed, and prints
 * the figures.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "daemon_proc.h"
#include "log.h"
#include "proxy.h"   /* JUDGED_MAX_FRAMES, JUDGED_NO_WORKER_MS */

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zmq.h>

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

enum {
    REPLY_MS = 20000,     /* a reply that must come */
    SILENCE_MS = 1500     /* how long "no reply" is waited for */
};

static char tmpdir[128];
static char archive[256];
static Altered__GameLog *game;   /* a whole game, for requests about it */
static void *zctx;
static void *sockets[64];
static int nsockets;

static int setup_all(void **state)
{
    (void)state;
    signal(SIGPIPE, SIG_IGN);
    snprintf(tmpdir, sizeof tmpdir, "/tmp/test_judged_hostile_%ld", (long)getpid());
    if (mkdir(tmpdir, 0700) != 0)
        return -1;
    tdaemon_dir(tmpdir);
    snprintf(archive, sizeof archive, "%s/game.altlog", tmpdir);
    char cmd[768];
    snprintf(cmd, sizeof cmd, "'%s/altered-replay' gen --seed 5 --games 1 --out '%s' 2>/dev/null", ALT_BIN_DIR,
             archive);
    if (system(cmd) != 0)
        return -1;
    char err[256];
    replay_reader *r = replay_reader_open(archive, err, sizeof err);
    Altered__GameLog *log = NULL;
    if (!r || replay_reader_next(r, &log, err, sizeof err) != 1)
        return -1;
    size_t len = altered__game_log__get_packed_size(log);
    uint8_t *buf = malloc(len);
    altered__game_log__pack(log, buf);
    game = altered__game_log__unpack(NULL, len, buf);
    free(buf);
    replay_reader_close(&r);
    zctx = zmq_ctx_new();
    return game && zctx ? 0 : -1;
}

static int teardown_all(void **state)
{
    (void)state;
    tdaemon_kill_all();
    while (nsockets > 0)
        zmq_close(sockets[--nsockets]);
    if (zctx)
        zmq_ctx_term(zctx);
    if (game)
        altered__game_log__free_unpacked(game, NULL);
    char cmd[300];
    snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmpdir);
    return system(cmd) == 0 ? 0 : -1;
}

/* ---------------------------------------------------------------- sockets */

static void *sock(int type)
{
    void *s = zmq_socket(zctx, type);
    assert_non_null(s);
    assert_true(nsockets < 64);
    sockets[nsockets++] = s;
    int zero = 0;
    zmq_setsockopt(s, ZMQ_LINGER, &zero, sizeof zero);
    return s;
}

static void *client(int type, const char *endpoint)
{
    void *s = sock(type);
    assert_int_equal(zmq_connect(s, endpoint), 0);
    return s;
}

static void close_sock(void *s)
{
    for (int i = 0; i < nsockets; i++)
        if (sockets[i] == s)
            sockets[i] = sockets[--nsockets];
    zmq_close(s);
}

static int wait_in(void *s, int ms)
{
    zmq_pollitem_t it = {s, 0, ZMQ_POLLIN, 0};
    return zmq_poll(&it, 1, ms) > 0;
}

static uint8_t *pack_request(const Altered__Request *r, size_t *len)
{
    *len = altered__request__get_packed_size(r);
    uint8_t *buf = malloc(*len ? *len : 1);
    assert_non_null(buf);
    altered__request__pack(r, buf);
    return buf;
}

static uint8_t *info_request(uint64_t id, size_t *len)
{
    Altered__InfoRequest iq = ALTERED__INFO_REQUEST__INIT;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = id;
    q.kind_case = ALTERED__REQUEST__KIND_INFO;
    q.info = &iq;
    return pack_request(&q, len);
}

/* A State request about the first k steps of the game (a reply of some
 * 40 KB: the state in words and as a JSON position). */
static uint8_t *state_request(uint64_t id, size_t k, size_t *len)
{
    Altered__Action **acts = malloc((k ? k : 1) * sizeof *acts);
    assert_non_null(acts);
    for (size_t i = 0; i < k; i++)
        acts[i] = game->steps[i]->action;
    Altered__GameSoFar g = ALTERED__GAME_SO_FAR__INIT;
    g.header = game->header;
    g.n_actions = k;
    g.actions = acts;
    Altered__StateRequest sq = ALTERED__STATE_REQUEST__INIT;
    sq.game = &g;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = id;
    q.kind_case = ALTERED__REQUEST__KIND_STATE;
    q.state = &sq;
    uint8_t *buf = pack_request(&q, len);
    free(acts);
    return buf;
}

/* The reply on a REQ socket within ms; NULL on timeout. */
static Altered__Reply *recv_reply(void *s, int ms)
{
    if (!wait_in(s, ms))
        return NULL;
    zmq_msg_t m;
    zmq_msg_init(&m);
    assert_true(zmq_msg_recv(&m, s, 0) >= 0);
    Altered__Reply *r = altered__reply__unpack(NULL, zmq_msg_size(&m), zmq_msg_data(&m));
    zmq_msg_close(&m);
    assert_non_null(r);
    return r;
}

/* One Info on a fresh REQ socket: answered within ms? */
static int info_answered(const char *endpoint, int ms)
{
    void *q = client(ZMQ_REQ, endpoint);
    size_t len;
    uint8_t *req = info_request(77, &len);
    assert_true(zmq_send(q, req, len, 0) == (int)len);
    free(req);
    Altered__Reply *r = recv_reply(q, ms);
    int ok = r && r->id == 77 && r->kind_case == ALTERED__REPLY__KIND_INFO;
    if (r)
        altered__reply__free_unpacked(r, NULL);
    close_sock(q);
    return ok;
}

/* A DEALER's next reply (its frames after the empty one) within ms. */
static Altered__Reply *dealer_reply(void *s, int ms)
{
    if (!wait_in(s, ms))
        return NULL;
    zmq_msg_t m;
    zmq_msg_init(&m);
    Altered__Reply *r = NULL;
    int more = 1;
    while (more) {
        assert_true(zmq_msg_recv(&m, s, 0) >= 0);
        more = zmq_msg_more(&m);
        if (!more)
            r = altered__reply__unpack(NULL, zmq_msg_size(&m), zmq_msg_data(&m));
    }
    zmq_msg_close(&m);
    assert_non_null(r);
    return r;
}

/* ----------------------------------------------------------------- frames */

/* Messages of 56 to 66 envelope frames (the delimiter at frame 57 to 67,
 * one to three body frames after it), each shape twice, at a daemon of two
 * workers: the one at frame 61 of 63 once left a worker busy for ever, so
 * that two of them stopped the daemon. Now each is answered
 * ERROR_MALFORMED or dropped at the door, and the daemon serves on. */
static void test_a_long_envelope_holds_no_worker(void **state)
{
    (void)state;
    daemon_proc d;
    tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "2", NULL);
    size_t ilen;
    uint8_t *info = info_request(5, &ilen);
    int sent = 0, answered = 0;
    for (int env = 56; env <= 66; env++)
        for (int extra = 0; extra <= 2; extra++)
            for (int twice = 0; twice < 2; twice++) {
                void *s = client(ZMQ_DEALER, d.endpoint);
                for (int i = 0; i < env; i++)
                    assert_int_equal(zmq_send(s, "x", 1, ZMQ_SNDMORE), 1);
                assert_int_equal(zmq_send(s, "", 0, ZMQ_SNDMORE), 0);
                assert_true(zmq_send(s, info, ilen, extra ? ZMQ_SNDMORE : 0) == (int)ilen);
                for (int i = 0; i < extra; i++)
                    assert_int_equal(zmq_send(s, "z", 1, i + 1 < extra ? ZMQ_SNDMORE : 0), 1);
                sent++;
                /* Answered (the refusal) or not at all: never the info. */
                if (wait_in(s, 300)) {
                    zmq_msg_t m;
                    zmq_msg_init(&m);
                    int more = 1;
                    while (more) {
                        assert_true(zmq_msg_recv(&m, s, 0) >= 0);
                        more = zmq_msg_more(&m);
                    }
                    Altered__Reply *r = altered__reply__unpack(NULL, zmq_msg_size(&m), zmq_msg_data(&m));
                    zmq_msg_close(&m);
                    assert_non_null(r);
                    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_ERROR);
                    assert_int_equal(r->error->code, ALTERED__ERROR_CODE__ERROR_MALFORMED);
                    altered__reply__free_unpacked(r, NULL);
                    answered++;
                }
                close_sock(s);
            }
    free(info);
    /* Both workers free: two clients at once, each served. */
    assert_true(info_answered(d.endpoint, REPLY_MS));
    assert_true(info_answered(d.endpoint, REPLY_MS));
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
    long refused = -1;
    assert_int_equal(tdaemon_log_number(&d, "[0-9]* refused at the door", &refused), 0);
    print_message("%d messages of 56 to 66 envelope frames: %d answered ERROR_MALFORMED, %ld refused at the door in "
                  "all; the daemon served on\n",
                  sent, answered, refused);
    assert_true(answered > 0);
    assert_true(refused >= answered);
}

/* A worker pool given, by a broker, a message with no envelope: it answers
 * behind the sequence alone, so that the broker gets its worker back. The
 * test is the broker: a ROUTER the pool connects to. */
static void test_a_worker_answers_what_it_cannot_read(void **state)
{
    (void)state;
    void *back = sock(ZMQ_ROUTER);
    assert_int_equal(zmq_bind(back, "tcp://127.0.0.1:*"), 0);
    char ep[128];
    size_t eplen = sizeof ep;
    assert_int_equal(zmq_getsockopt(back, ZMQ_LAST_ENDPOINT, ep, &eplen), 0);
    daemon_proc d;
    tdaemon_start(&d, 1, "--connect", ep, "--workers", "1", NULL);
    /* Its heartbeat names it. */
    assert_true(wait_in(back, REPLY_MS));
    zmq_msg_t wid, beat;
    zmq_msg_init(&wid);
    zmq_msg_init(&beat);
    assert_true(zmq_msg_recv(&wid, back, 0) >= 0);
    assert_true(zmq_msg_recv(&beat, back, 0) >= 0);
    zmq_msg_close(&beat);
    uint64_t seq = 42;
    const char *shapes[] = {"no delimiter", "two body frames"};
    for (int k = 0; k < 2; k++) {
        zmq_msg_t id;
        zmq_msg_init(&id);
        zmq_msg_copy(&id, &wid);
        assert_true(zmq_msg_send(&id, back, ZMQ_SNDMORE) >= 0);
        assert_true(zmq_send(back, &seq, sizeof seq, ZMQ_SNDMORE) == (int)sizeof seq);
        if (k == 0) {
            assert_int_equal(zmq_send(back, "client", 6, ZMQ_SNDMORE), 6);
            assert_int_equal(zmq_send(back, "body", 4, 0), 4);
        } else {
            assert_int_equal(zmq_send(back, "client", 6, ZMQ_SNDMORE), 6);
            assert_int_equal(zmq_send(back, "", 0, ZMQ_SNDMORE), 0);
            assert_int_equal(zmq_send(back, "a", 1, ZMQ_SNDMORE), 1);
            assert_int_equal(zmq_send(back, "b", 1, 0), 1);
        }
        /* The reply: [worker, sequence, ..., reply]; heartbeats skipped. */
        int64_t deadline = tclock_ms() + REPLY_MS;
        Altered__Reply *r = NULL;
        uint64_t got_seq = 0;
        while (!r && tclock_ms() < deadline && wait_in(back, 1000)) {
            zmq_msg_t m;
            zmq_msg_init(&m);
            int i = 0, more = 1;
            uint8_t last[4096];
            size_t last_len = 0;
            while (more) {
                assert_true(zmq_msg_recv(&m, back, 0) >= 0);
                more = zmq_msg_more(&m);
                if (i == 1 && zmq_msg_size(&m) == sizeof got_seq)
                    memcpy(&got_seq, zmq_msg_data(&m), sizeof got_seq);
                last_len = zmq_msg_size(&m) < sizeof last ? zmq_msg_size(&m) : 0;
                memcpy(last, zmq_msg_data(&m), last_len);
                i++;
            }
            zmq_msg_close(&m);
            if (i > 2)
                r = altered__reply__unpack(NULL, last_len, last);
        }
        if (!r)
            fail_msg("the worker did not answer a message with %s", shapes[k]);
        assert_true(got_seq == seq);
        assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_ERROR);
        assert_int_equal(r->error->code, ALTERED__ERROR_CODE__ERROR_MALFORMED);
        print_message("a message with %s: answered %s\n", shapes[k], r->error->message);
        altered__reply__free_unpacked(r, NULL);
    }
    zmq_msg_close(&wid);
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
    close_sock(back);
}

/* ------------------------------------------------------------------ memory */

static void put_varint(uint8_t **p, uint64_t v)
{
    do {
        uint8_t b = (uint8_t)(v & 0x7F);
        v >>= 7;
        *(*p)++ = (uint8_t)(b | (v ? 0x80 : 0));
    } while (v);
}

/* A packed Request whose one submessage path (fields outer..inner, each
 * length-delimited) holds n copies of the two bytes tag, 0: n empty steps
 * of a Verify's log, or n empty card names of a deck. */
static uint8_t *empties_request(const unsigned *path, int depth, uint8_t tag, size_t n, size_t *len)
{
    size_t body = 2 * n, cap = body + 64;
    uint8_t *buf = malloc(cap);
    assert_non_null(buf);
    /* Written from the inside out, at the end of the buffer. */
    uint8_t *end = buf + cap, *start = end - body;
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
    start[0] = 0x08;   /* id 9 */
    start[1] = 9;
    *len = (size_t)(end - start);
    memmove(buf, start, *len);
    return buf;
}

/* A 16 MB Verify request of 8 million empty steps once made a worker
 * unpack a gigabyte and keep it; a Legal request whose deck holds millions
 * of empty card names did the same. Both are counted on the wire first and
 * refused (ERROR_TOO_LONG), and the daemon's peak stays near its start. */
static void test_a_request_is_counted_before_it_is_unpacked(void **state)
{
    (void)state;
    const long PEAK_BOUND_MIB = SANITIZED ? 400 : 160;
    daemon_proc d;
    tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "2", NULL);
    long rss0 = tproc_mib(d.pid, "VmRSS");
    void *q = client(ZMQ_REQ, d.endpoint);
    static const unsigned steps_path[] = {4 /* verify */, 1 /* log */};
    static const unsigned cards_path[] = {2 /* legal */, 1 /* game */, 1 /* header */, 5 /* decks */};
    struct {
        const char *what;
        const unsigned *path;
        int depth;
        uint8_t tag;
        size_t n;
        const char *says;
    } cases[] = {
        {"a Verify of 8,000,000 empty steps", steps_path, 2, 3 << 3 | 2, 8000000, "steps"},
        {"a Legal request whose deck holds 7,900,000 empty card names", cards_path, 4, 2 << 3 | 2, 7900000,
         "unpacked"},
    };
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t len;
        uint8_t *req = empties_request(cases[k].path, cases[k].depth, cases[k].tag, cases[k].n, &len);
        assert_true(len < 16u << 20);
        int64_t t0 = tclock_ms();
        assert_true(zmq_send(q, req, len, 0) == (int)len);
        free(req);
        Altered__Reply *r = recv_reply(q, REPLY_MS);
        if (!r)
            fail_msg("%s: no reply", cases[k].what);
        assert_int_equal(r->id, 9);
        assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_ERROR);
        assert_int_equal(r->error->code, ALTERED__ERROR_CODE__ERROR_TOO_LONG);
        assert_non_null(strstr(r->error->message, cases[k].says));
        print_message("%s (%zu bytes): %s, in %lld ms\n", cases[k].what, len, r->error->message,
                      (long long)(tclock_ms() - t0));
        altered__reply__free_unpacked(r, NULL);
    }
    tclock_sleep(200);
    long hwm = tproc_mib(d.pid, "VmHWM"), rss = tproc_mib(d.pid, "VmRSS");
    print_message("daemon RSS %ld MiB at start, peak %ld MiB, %ld MiB after (bound on the peak: %ld MiB)\n", rss0,
                  hwm, rss, PEAK_BOUND_MIB);
    assert_true(hwm > 0 && hwm <= PEAK_BOUND_MIB);
    /* A large request within every bound, unpacked and answered: a
     * LegalActions about the game's first step, its event name filling 15
     * MB. Its memory goes back once it is answered, not at the next
     * request. */
    Altered__Header header = *game->header;
    Altered__Event event = ALTERED__EVENT__INIT;
    char *name = malloc(15000000 + 1);
    assert_non_null(name);
    memset(name, 'x', 15000000);
    name[15000000] = '\0';
    event.name = name;
    header.event = &event;
    Altered__GameSoFar g = ALTERED__GAME_SO_FAR__INIT;
    g.header = &header;
    Altered__LegalActionsRequest aq = ALTERED__LEGAL_ACTIONS_REQUEST__INIT;
    aq.game = &g;
    Altered__Request big = ALTERED__REQUEST__INIT;
    big.id = 10;
    big.kind_case = ALTERED__REQUEST__KIND_LEGAL_ACTIONS;
    big.legal_actions = &aq;
    size_t blen;
    uint8_t *breq = pack_request(&big, &blen);
    free(name);
    long before = tproc_mib(d.pid, "VmRSS");
    assert_true(zmq_send(q, breq, blen, 0) == (int)blen);
    free(breq);
    Altered__Reply *r = recv_reply(q, REPLY_MS);
    assert_non_null(r);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL_ACTIONS);
    altered__reply__free_unpacked(r, NULL);
    tclock_sleep(300);
    long after = tproc_mib(d.pid, "VmRSS");
    print_message("a LegalActions request of %zu bytes, unpacked and answered: daemon RSS %ld MiB before it, %ld MiB "
                  "after\n",
                  blen, before, after);
    if (!SANITIZED)   /* ASan keeps freed memory in its quarantine */
        assert_true(after <= before + 8);
    assert_true(info_answered(d.endpoint, REPLY_MS));
    close_sock(q);
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
}

/* altered-replay verify of one 64 MiB frame of empty steps once unpacked
 * 2.7 GB; it is refused before it is unpacked, its peak the frame's buffer
 * and little more. */
static void test_verify_counts_a_frame_before_it_is_unpacked(void **state)
{
    (void)state;
    const long PEAK_BOUND_MIB = SANITIZED ? 600 : 200;
    char path[300];
    snprintf(path, sizeof path, "%s/huge.altlog", tmpdir);
    size_t steps = (REPLAY_MAX_GAME_BYTES - 16) / 2;
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    uint8_t prefix[10], *p = prefix;
    put_varint(&p, 2 * steps);
    assert_int_equal(fwrite(prefix, 1, (size_t)(p - prefix), f), (size_t)(p - prefix));
    static const uint8_t empty[2] = {3 << 3 | 2, 0};
    uint8_t *chunk = malloc(1 << 20);
    assert_non_null(chunk);
    for (size_t i = 0; i < (1 << 20) / 2; i++)
        memcpy(chunk + 2 * i, empty, 2);
    for (size_t left = 2 * steps; left > 0;) {
        size_t k = left < (1 << 20) ? left : (1 << 20);
        assert_int_equal(fwrite(chunk, 1, k, f), k);
        left -= k;
    }
    free(chunk);
    assert_int_equal(fclose(f), 0);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        char bin[300];
        snprintf(bin, sizeof bin, "%s/altered-replay", ALT_BIN_DIR);
        execl(bin, bin, "verify", path, (char *)NULL);
        _exit(127);
    }
    tdaemon_remember(pid);
    long hwm = 0;
    int status = 0;
    int64_t deadline = tclock_ms() + 60000;
    while (waitpid(pid, &status, WNOHANG) == 0) {
        long h = tproc_mib(pid, "VmHWM");
        if (h > hwm)
            hwm = h;
        if (tclock_ms() > deadline || hwm > 4 * PEAK_BOUND_MIB) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            break;
        }
        tclock_sleep(5);
    }
    tdaemon_forget(pid);
    unlink(path);
    print_message("altered-replay verify of a frame of %zu empty steps: exit %d, peak at least %ld MiB (bound %ld MiB)\n",
                  steps, WIFEXITED(status) ? WEXITSTATUS(status) : -1, hwm, PEAK_BOUND_MIB);
    assert_true(WIFEXITED(status));
    assert_int_equal(WEXITSTATUS(status), 3);
    assert_true(hwm <= PEAK_BOUND_MIB);
}

/* Four clients each send 1,500 State requests (40 KB replies) and never
 * read one: libzmq would hold 1,000 replies a connection, some 40 MB each,
 * beyond any budget, and keep the memory after they left. Now what libzmq
 * holds counts in --queue-mb and --client-queue-mb, a connection's replies
 * past its bound are dropped, a quiet client is served throughout, and the
 * memory is given back when they leave. */
static void test_unread_replies_are_bounded(void **state)
{
    (void)state;
    enum { HOSTILE = 4, EACH = 1500 };
    const long GROWTH_BOUND_MIB = SANITIZED ? 768 : 96, LEFT_BOUND_MIB = 48;
    daemon_proc d;
    tdaemon_start(&d, 1, "--bind", "tcp://127.0.0.1:*", "--workers", "2", "--queue-mb", "64", "--client-queue-mb",
                  "8", NULL);
    assert_true(info_answered(d.endpoint, REPLY_MS));
    long rss0 = tproc_mib(d.pid, "VmRSS");
    size_t len;
    uint8_t *req = state_request(3, game->n_steps / 2, &len);
    void *hostile[HOSTILE];
    for (int c = 0; c < HOSTILE; c++) {
        hostile[c] = sock(ZMQ_DEALER);
        int one = 1, small = 4096, hwm = 100000;
        zmq_setsockopt(hostile[c], ZMQ_RCVHWM, &one, sizeof one);
        zmq_setsockopt(hostile[c], ZMQ_RCVBUF, &small, sizeof small);
        zmq_setsockopt(hostile[c], ZMQ_SNDHWM, &hwm, sizeof hwm);
        assert_int_equal(zmq_connect(hostile[c], d.endpoint), 0);
    }
    for (int k = 0; k < EACH; k++)
        for (int c = 0; c < HOSTILE; c++) {
            assert_int_equal(zmq_send(hostile[c], "", 0, ZMQ_SNDMORE), 0);
            assert_true(zmq_send(hostile[c], req, len, 0) == (int)len);
        }
    free(req);
    /* The quiet client meanwhile, and the daemon's memory. */
    long peak = rss0;
    int quiet = 0;
    int64_t end = tclock_ms() + (SANITIZED ? 12000 : 6000);
    while (tclock_ms() < end) {
        if (info_answered(d.endpoint, REPLY_MS))
            quiet++;
        else
            fail_msg("the quiet client was not answered while others did not read");
        long rss = tproc_mib(d.pid, "VmRSS");
        if (rss > peak)
            peak = rss;
        tclock_sleep(100);
    }
    for (int c = 0; c < HOSTILE; c++)
        close_sock(hostile[c]);
    /* Their replies go with them; the heap is trimmed at the next sweep. */
    long after = 0;
    for (int i = 0; i < 40; i++) {
        tclock_sleep(250);
        after = tproc_mib(d.pid, "VmRSS");
        if (after <= rss0 + LEFT_BOUND_MIB)
            break;
    }
    assert_true(info_answered(d.endpoint, REPLY_MS));
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
    long busy = 0, unread = 0;
    tdaemon_log_number(&d, "[0-9]* busy,", &busy);
    tdaemon_log_number(&d, "[0-9]* replies dropped unread", &unread);
    print_message("%d clients x %d State requests, never read: daemon RSS %ld MiB at start, at most %ld MiB sampled "
                  "(bound %ld MiB above the start), %ld MiB after they left; %ld answered ERROR_BUSY, %ld replies "
                  "dropped unread; the quiet client answered %d times\n",
                  HOSTILE, EACH, rss0, peak, GROWTH_BOUND_MIB, after, busy, unread, quiet);
    assert_true(peak - rss0 <= GROWTH_BOUND_MIB);
    assert_true(busy + unread > 0);
    if (!SANITIZED)   /* ASan keeps freed memory in its quarantine */
        assert_true(after <= rss0 + LEFT_BOUND_MIB);
}

/* ----------------------------------------------------------------- broker */

/* A worker joined to a broker's back: a DEALER that says it is there. */
static void *rogue_worker(const char *back)
{
    void *w = client(ZMQ_DEALER, back);
    assert_int_equal(zmq_send(w, "H", 1, 0), 1);
    return w;
}

/* The request a rogue worker holds: its frames [sequence, routing id,
 * "", body]; 0 when none comes. */
static int rogue_take(void *w, zmq_msg_t f[4], int ms)
{
    if (!wait_in(w, ms))
        return 0;
    int n = 0, more = 1;
    while (more) {
        zmq_msg_t m;
        zmq_msg_init(&m);
        assert_true(zmq_msg_recv(&m, w, 0) >= 0);
        more = zmq_msg_more(&m);
        if (n < 4)
            f[n++] = m;
        else
            zmq_msg_close(&m);
    }
    assert_int_equal(n, 4);
    return 1;
}

/* A rogue worker's reply: [sequence, routing id, "", a Reply of id]. */
static void rogue_reply(void *w, zmq_msg_t *seq, zmq_msg_t *rid, uint64_t id)
{
    Altered__InfoReply ir = ALTERED__INFO_REPLY__INIT;
    ir.engine = (char *)"rogue";
    Altered__Reply r = ALTERED__REPLY__INIT;
    r.id = id;
    r.kind_case = ALTERED__REPLY__KIND_INFO;
    r.info = &ir;
    size_t len = altered__reply__get_packed_size(&r);
    uint8_t buf[256];
    altered__reply__pack(&r, buf);
    zmq_msg_t c;
    zmq_msg_init(&c);
    zmq_msg_copy(&c, seq);
    assert_true(zmq_msg_send(&c, w, ZMQ_SNDMORE) >= 0);
    zmq_msg_init(&c);
    zmq_msg_copy(&c, rid);
    assert_true(zmq_msg_send(&c, w, ZMQ_SNDMORE) >= 0);
    assert_int_equal(zmq_send(w, "", 0, ZMQ_SNDMORE), 0);
    assert_true(zmq_send(w, buf, len, 0) == (int)len);
}

/* Two clients, two rogue workers at an open back. The worker holding A's
 * request answers it with B's envelope, and the other answers A's request,
 * which it was not given: A gets its one reply, B gets nothing but its own,
 * the misdirected reply is dropped and logged. (A broker once sent a reply
 * wherever its envelope said.) */
static void test_a_broker_routes_by_the_client_that_asked(void **state)
{
    (void)state;
    daemon_proc d;
    tdaemon_start(&d, 2, "--broker", "tcp://127.0.0.1:*", "tcp://127.0.0.1:*", NULL);
    void *w1 = rogue_worker(d.second), *w2 = rogue_worker(d.second);
    tclock_sleep(300);   /* both heartbeats read */
    void *a = client(ZMQ_DEALER, d.endpoint), *b = client(ZMQ_DEALER, d.endpoint);
    size_t len;
    uint8_t *qb = info_request(2, &len);
    assert_int_equal(zmq_send(b, "", 0, ZMQ_SNDMORE), 0);
    assert_true(zmq_send(b, qb, len, 0) == (int)len);
    free(qb);
    zmq_msg_t fb[4], fa[4];
    void *holds_b = NULL, *holds_a = NULL;
    int64_t deadline = tclock_ms() + REPLY_MS;
    while (!holds_b && tclock_ms() < deadline) {
        if (rogue_take(w1, fb, 100))
            holds_b = w1;
        else if (rogue_take(w2, fb, 100))
            holds_b = w2;
    }
    assert_non_null(holds_b);
    void *other = holds_b == w1 ? w2 : w1;
    uint8_t *qa = info_request(1, &len);
    assert_int_equal(zmq_send(a, "", 0, ZMQ_SNDMORE), 0);
    assert_true(zmq_send(a, qa, len, 0) == (int)len);
    free(qa);
    assert_true(rogue_take(other, fa, REPLY_MS));
    holds_a = other;
    /* A's request answered with B's routing id. */
    rogue_reply(holds_a, &fa[0], &fb[1], 1);
    Altered__Reply *ra = dealer_reply(a, REPLY_MS);
    assert_non_null(ra);
    assert_int_equal(ra->id, 1);
    altered__reply__free_unpacked(ra, NULL);
    /* B's worker answers a request it was not given (A's, already answered
     * too), then its own. */
    rogue_reply(holds_b, &fa[0], &fa[1], 99);
    rogue_reply(holds_b, &fb[0], &fb[1], 2);
    Altered__Reply *rb = dealer_reply(b, REPLY_MS);
    assert_non_null(rb);
    assert_int_equal(rb->id, 2);
    altered__reply__free_unpacked(rb, NULL);
    assert_false(wait_in(a, SILENCE_MS));
    assert_false(wait_in(b, 100));
    for (int i = 0; i < 4; i++) {
        zmq_msg_close(&fa[i]);
        zmq_msg_close(&fb[i]);
    }
    close_sock(a);
    close_sock(b);
    close_sock(w1);
    close_sock(w2);
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
    print_message("a reply with another client's envelope went to the client that asked; a reply for a request "
                  "its worker was not given was dropped\n");
}

/* With no worker, a client used to wait out its own timeout (10 s for
 * altered-judge-client) before the broker's (30 s); it hears "no worker"
 * within JUDGED_NO_WORKER_MS now. */
static void test_a_broker_without_workers_says_so(void **state)
{
    (void)state;
    daemon_proc d;
    tdaemon_start(&d, 2, "--broker", "tcp://127.0.0.1:*", "tcp://127.0.0.1:*", NULL);
    void *q = client(ZMQ_REQ, d.endpoint);
    size_t len;
    uint8_t *req = info_request(4, &len);
    int64_t t0 = tclock_ms();
    assert_true(zmq_send(q, req, len, 0) == (int)len);
    free(req);
    Altered__Reply *r = recv_reply(q, 10000);
    int64_t took = tclock_ms() - t0;
    if (!r)
        fail_msg("no reply within the client's 10 s");
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_ERROR);
    assert_int_equal(r->error->code, ALTERED__ERROR_CODE__ERROR_UNAVAILABLE);
    assert_non_null(strstr(r->error->message, "no worker"));
    print_message("a broker with no worker: \"%s\" after %lld ms\n", r->error->message, (long long)took);
    altered__reply__free_unpacked(r, NULL);
    assert_true(took < 10000);
    close_sock(q);
    assert_int_equal(tdaemon_stop(&d, SIGTERM), 0);
}

/* A pool without CURVE pointed at a CURVE back is refused at every
 * handshake: it says so, and never that it is connected. */
static void test_a_plaintext_pool_at_a_curve_back_says_it_is_refused(void **state)
{
    (void)state;
    char cmd[2048], key[300], allow[300];
    snprintf(key, sizeof key, "%s/back", tmpdir);
    snprintf(allow, sizeof allow, "%s/workers", tmpdir);
    snprintf(cmd, sizeof cmd, "'%s/altered-judged' --gen-keys '%s' > /dev/null && '%s/altered-judged' --gen-keys "
                              "'%s/pool' > /dev/null && mkdir -p '%s' && cp '%s/pool.pub' '%s/'",
             ALT_BIN_DIR, key, ALT_BIN_DIR, tmpdir, allow, tmpdir, allow);
    assert_int_equal(system(cmd), 0);
    char secret[320];
    snprintf(secret, sizeof secret, "%s.key", key);
    daemon_proc b, pool;
    tdaemon_start(&b, 2, "--broker", "tcp://127.0.0.1:*", "tcp://127.0.0.1:*", "--back-curve-secret-key", secret,
                  "--back-curve-allow", allow, NULL);
    tdaemon_start(&pool, 1, "--connect", b.second, "--workers", "1", NULL);
    int refused = 0;
    for (int i = 0; i < 100 && !refused; i++) {
        tclock_sleep(100);
        refused = tdaemon_log_has(&pool, "refused by");
    }
    assert_int_equal(tdaemon_stop(&pool, SIGTERM), 0);
    assert_int_equal(tdaemon_stop(&b, SIGTERM), 0);
    assert_true(refused);
    assert_false(tdaemon_log_has(&pool, "handshake done"));
    assert_true(tdaemon_log_has(&pool, "speaks CURVE\\|refuses a plaintext pool"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_a_long_envelope_holds_no_worker),
        cmocka_unit_test(test_a_worker_answers_what_it_cannot_read),
        cmocka_unit_test(test_a_request_is_counted_before_it_is_unpacked),
        cmocka_unit_test(test_verify_counts_a_frame_before_it_is_unpacked),
        cmocka_unit_test(test_unread_replies_are_bounded),
        cmocka_unit_test(test_a_broker_routes_by_the_client_that_asked),
        cmocka_unit_test(test_a_broker_without_workers_says_so),
        cmocka_unit_test(test_a_plaintext_pool_at_a_curve_back_says_it_is_refused),
    };
    return cmocka_run_group_tests(tests, setup_all, teardown_all);
}
