/*
 * proxy.c: the front-to-back loop of proxy.h: a table of the requests in
 * flight, the memory budget, request timeouts and retries, and replies for
 * every request taken at shutdown.
 *
 * A request a client sends as [routing id, envelope..., "", body] goes to
 * the back as [sequence, routing id, envelope..., "", body]; the worker's
 * REP socket returns everything before the empty frame, so its reply comes
 * back as [sequence, routing id, envelope..., "", reply] and is forwarded
 * without the sequence. A reply whose sequence is not in the table (one
 * that came after its request timed out and was answered) is dropped.
 *
 * The table keeps the request's frames as zmq_msg_copy copies, which share
 * the bytes of a large message instead of copying them, so keeping a
 * request to send it again or to answer it costs no second copy. A reply
 * goes back to the client the table remembers for its sequence, behind the
 * envelope the table kept, never to one the worker's frames name: a worker
 * echoes the envelope, but a buggy or hostile one could name another
 * client. And only a worker the request was given to may answer it.
 *
 * What could hold memory or a worker without bound is refused at the door:
 * a message of more than JUDGED_MAX_FRAMES frames or an envelope of more
 * than JUDGED_MAX_ENVELOPE_BYTES, a request of several body frames. Every
 * reply is counted while libzmq holds it (replies.h), in the budget and in
 * its connection's bound; one its connection leaves unread past the bound,
 * or cannot take, is dropped and counted.
 */
#include "proxy.h"

#include "logging.h"
#include "memory.h"
#include "replies.h"

#include <errno.h>
#include <inttypes.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <zmq.h>

enum {
    POLL_MS = 100,        /* how often the loop looks at the stop flag */
    BATCH = 256,          /* messages moved per socket per poll */
    MAX_FRAMES = 64,      /* frames of one message the proxy reads and keeps (it counts the rest) */
    GIVEN_KEPT = 4,       /* the workers an entry remembers it was given to */
    SWEEP_MS = 1000,      /* how often connections with nothing held are forgotten */
    WARN_MS = 10000,      /* the warnings about refused traffic, at most this often */
    MIN_COST = 256,       /* what a small request counts against the budget (its bookkeeping) */
    SWEEP = 4096,         /* unread requests answered in the last sweep of a stop */
    /* At a stop, with nothing left in flight, the front is still read
     * until it has been quiet this long: requests a client sent just
     * before the signal may still be on their way through the kernel. */
    STOP_QUIET_MS = 200,
    /* With nothing in flight the proxy waits on the front alone and reads
     * the back (heartbeats) at most this often. */
    IDLE_BACK_MS = 10
};

static int64_t now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* ----------------------------------------------------------------- frames */

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

/* Reads one whole message; 1, 0 when none is waiting (wait: none came
 * within the socket's ZMQ_RCVTIMEO), -1 on error. */
static int frames_recv(void *sock, frames *m, int wait)
{
    m->n = 0;
    m->dropped = 0;
    int more = 1, first = 1;
    while (more) {
        zmq_msg_t part;
        zmq_msg_init(&part);
        if (zmq_msg_recv(&part, sock, first && !wait ? ZMQ_DONTWAIT : 0) < 0) {
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

/* The id of a packed Request: field 1, which protobuf encoders write first;
 * 0 when the bytes do not start with it (the handler answers those with
 * id 0 too). */
static uint64_t request_id(const zmq_msg_t *body)
{
    const uint8_t *b = zmq_msg_data((zmq_msg_t *)body);
    size_t n = zmq_msg_size((zmq_msg_t *)body);
    if (n < 2 || b[0] != 0x08)
        return 0;
    uint64_t v = 0;
    for (size_t i = 1; i < n && i < 11; i++) {
        v |= (uint64_t)(b[i] & 0x7f) << (7 * (i - 1));
        if (!(b[i] & 0x80))
            return v;
    }
    return 0;
}

/* ------------------------------------------------------------------ table */

typedef struct entry entry;

/* A client connection (a routing id of the front). Its requests no worker
 * holds yet wait in its own queue, and the clients with a queue take turns
 * at the workers, so one client's backlog never stands before another's
 * next request. */
typedef struct client {
    struct client *next;      /* hash chain */
    struct client *rprev, *rnext;     /* the turn: clients with requests waiting */
    entry *whead, *wtail;     /* its requests waiting, oldest first */
    size_t bytes;             /* of its requests in flight */
    long count;
    int gone;                 /* a reply found its connection closed: its requests waiting are dropped */
    judged_replies *out;      /* its replies libzmq holds, not yet written to it */
    size_t idlen;
    uint8_t id[];
} client;

/* A worker: one DEALER socket of a worker thread, known by its routing id
 * on the back. It may hold JUDGED_WORKER_CREDIT requests at once. */
typedef struct worker {
    struct worker *next;
    uint64_t serial;          /* never reused: a worker dropped and back is another */
    int credit;               /* requests it may still be given */
    int leaving;              /* it said goodbye: nothing more for it */
    long held;                /* requests it holds */
    int64_t seen;             /* its last message */
    size_t idlen;
    uint8_t id[];
} worker;

struct entry {
    struct entry *next;       /* hash chain */
    struct entry *older, *newer;      /* by deadline */
    struct entry *wprev, *wnext;      /* the waiting list: no worker holds it */
    uint64_t seq, id;
    int64_t deadline;
    size_t cost;
    int attempts, waiting;
    uint64_t given[GIVEN_KEPT];       /* the serials of the workers it was sent to */
    client *c;
    worker *w;                /* the worker holding it, or NULL */
    int n;                    /* frames: routing id, envelope, "", body */
    zmq_msg_t f[];
};

typedef struct proxy {
    judged_proxy_opts o;
    entry **buckets;
    size_t nbuckets;          /* a power of two */
    entry *oldest, *newest;
    client *turn_head, *turn_tail;    /* clients with requests waiting, next first */
    long inflight;            /* entries, held or waiting */
    long waiting;
    client **clients;
    size_t nclients_buckets;
    worker *workers;
    worker *next_worker;      /* where the round robin goes on */
    int nworkers;
    size_t bytes;             /* of all entries */
    judged_replies *all;      /* every reply libzmq holds */
    size_t held_high;         /* requests and replies held, at most, since the heap was last trimmed */
    uint64_t seq, serial;
    int64_t no_worker_since;  /* when the last worker went (or the loop began) */
    uint64_t requests, replies, dropped, answered, busy, timed_out, resent, late, refused_stopping, abandoned,
        workers_lost, refused_fd, refused_envelope, unread, gone, not_given, no_worker, bad_replies;
    int64_t last_busy_log, last_sweep, last_clients_sweep, last_envelope_log, last_not_given_log, last_unread_log;
} proxy;

static uint64_t hash_bytes(const uint8_t *p, size_t n)
{
    uint64_t h = 1469598103934665603ull;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 1099511628211ull;
    return h;
}

static client *client_get(proxy *p, const zmq_msg_t *rid, int create)
{
    const uint8_t *id = zmq_msg_data((zmq_msg_t *)rid);
    size_t len = zmq_msg_size((zmq_msg_t *)rid);
    size_t b = hash_bytes(id, len) & (p->nclients_buckets - 1);
    for (client *c = p->clients[b]; c; c = c->next)
        if (c->idlen == len && memcmp(c->id, id, len) == 0)
            return c;
    if (!create)
        return NULL;
    client *c = calloc(1, sizeof *c + len);
    if (!c)
        return NULL;
    if (!(c->out = judged_replies_new())) {
        free(c);
        return NULL;
    }
    c->idlen = len;
    memcpy(c->id, id, len);
    c->next = p->clients[b];
    p->clients[b] = c;
    return c;
}

static void client_free(client *c)
{
    judged_replies_release(&c->out);
    free(c);
}

/* A connection is forgotten once it has nothing in flight and libzmq holds
 * no reply of its: until then its replies count against its bound. */
static void client_forget(proxy *p, client *c)
{
    if (c->count > 0 || judged_replies_bytes(c->out) > 0)
        return;
    size_t b = hash_bytes(c->id, c->idlen) & (p->nclients_buckets - 1);
    for (client **pp = &p->clients[b]; *pp; pp = &(*pp)->next)
        if (*pp == c) {
            *pp = c->next;
            client_free(c);
            return;
        }
}

static void client_release(proxy *p, client *c, size_t cost)
{
    c->bytes -= cost;
    --c->count;
    client_forget(p, c);
}

/* Forgets the connections whose replies libzmq has let go since, and gives
 * the heap back once a burst of replies has drained. */
static void clients_sweep(proxy *p, int64_t t)
{
    if (t - p->last_clients_sweep < SWEEP_MS)
        return;
    p->last_clients_sweep = t;
    for (size_t i = 0; i < p->nclients_buckets; i++)
        for (client *c = p->clients[i], *next; c; c = next) {
            next = c->next;
            client_forget(p, c);
        }
    size_t now = judged_replies_bytes(p->all) + p->bytes;
    if (now > p->held_high)
        p->held_high = now;
    else if (p->held_high > now + JUDGED_TRIM_BYTES) {
        judged_memory_trim();
        p->held_high = now;
    }
}

static entry **bucket(proxy *p, uint64_t seq)
{
    return &p->buckets[seq & (p->nbuckets - 1)];
}

/* Doubles the table when it holds more entries than buckets. */
static void table_grow(proxy *p)
{
    if ((size_t)p->inflight < p->nbuckets)
        return;
    size_t n = p->nbuckets * 2;
    entry **nb = calloc(n, sizeof *nb);
    if (!nb)
        return;                     /* longer chains, still correct */
    for (size_t i = 0; i < p->nbuckets; i++)
        for (entry *e = p->buckets[i], *next; e; e = next) {
            next = e->next;
            e->next = nb[e->seq & (n - 1)];
            nb[e->seq & (n - 1)] = e;
        }
    free(p->buckets);
    p->buckets = nb;
    p->nbuckets = n;
}

static entry *table_find(proxy *p, uint64_t seq)
{
    for (entry *e = *bucket(p, seq); e; e = e->next)
        if (e->seq == seq)
            return e;
    return NULL;
}

static void deadline_unlink(proxy *p, entry *e)
{
    if (e->older)
        e->older->newer = e->newer;
    else
        p->oldest = e->newer;
    if (e->newer)
        e->newer->older = e->older;
    else
        p->newest = e->older;
    e->older = e->newer = NULL;
}

static void deadline_append(proxy *p, entry *e, int64_t t)
{
    e->deadline = p->o.request_timeout_ms > 0 ? t + p->o.request_timeout_ms : INT64_MAX;
    e->older = p->newest;
    e->newer = NULL;
    if (p->newest)
        p->newest->newer = e;
    else
        p->oldest = e;
    p->newest = e;
}

static void turn_unlink(proxy *p, client *c)
{
    if (c->rprev)
        c->rprev->rnext = c->rnext;
    else
        p->turn_head = c->rnext;
    if (c->rnext)
        c->rnext->rprev = c->rprev;
    else
        p->turn_tail = c->rprev;
    c->rprev = c->rnext = NULL;
}

static void turn_append(proxy *p, client *c)
{
    c->rnext = NULL;
    c->rprev = p->turn_tail;
    if (p->turn_tail)
        p->turn_tail->rnext = c;
    else
        p->turn_head = c;
    p->turn_tail = c;
}

static void wait_unlink(proxy *p, entry *e)
{
    if (!e->waiting)
        return;
    client *c = e->c;
    if (e->wprev)
        e->wprev->wnext = e->wnext;
    else
        c->whead = e->wnext;
    if (e->wnext)
        e->wnext->wprev = e->wprev;
    else
        c->wtail = e->wprev;
    e->wprev = e->wnext = NULL;
    e->waiting = 0;
    p->waiting--;
    if (!c->whead)
        turn_unlink(p, c);
}

/* At the tail of its client's queue (a new request) or the head (one to
 * send again first). */
static void wait_push(proxy *p, entry *e, int head)
{
    client *c = e->c;
    if (!c->whead)
        turn_append(p, c);
    e->waiting = 1;
    p->waiting++;
    if (head) {
        e->wprev = NULL;
        e->wnext = c->whead;
        if (c->whead)
            c->whead->wprev = e;
        else
            c->wtail = e;
        c->whead = e;
    } else {
        e->wnext = NULL;
        e->wprev = c->wtail;
        if (c->wtail)
            c->wtail->wnext = e;
        else
            c->whead = e;
        c->wtail = e;
    }
}

/* The client whose turn it was goes to the back of the turn. */
static void turn_rotate(proxy *p)
{
    client *c = p->turn_head;
    if (c && c->rnext) {
        turn_unlink(p, c);
        turn_append(p, c);
    }
}

/* What a worker held comes back to it (a reply) or is written off. */
static void worker_release(entry *e)
{
    if (!e->w)
        return;
    e->w->held--;
    e->w->credit++;
    e->w = NULL;
}

/* Takes e out of the table and the lists and frees it. */
static void entry_free(proxy *p, entry *e)
{
    for (entry **pp = bucket(p, e->seq); *pp; pp = &(*pp)->next)
        if (*pp == e) {
            *pp = e->next;
            break;
        }
    deadline_unlink(p, e);
    wait_unlink(p, e);
    worker_release(e);
    p->inflight--;
    p->bytes -= e->cost;
    client_release(p, e->c, e->cost);
    for (int i = 0; i < e->n; i++)
        zmq_msg_close(&e->f[i]);
    free(e);
}

/* ---------------------------------------------------------------- replies */

/* A warning about refused traffic, at most once per WARN_MS. */
static void warn_rarely(int64_t *last, const char *fmt, uint64_t n)
{
    int64_t t = now_ms();
    if (t - *last < WARN_MS)
        return;
    *last = t;
    judged_log(JUDGED_LOG_WARN, fmt, n);
}

/* Sends frames [0, n) of f to the front as copies, then body (a counted
 * reply, consumed), for connection to. The routing id goes first without
 * waiting (the front is ROUTER_MANDATORY): a connection gone or at its
 * high-water mark drops the reply, counted, rather than let it wait or go
 * to nobody; a connection gone is marked so, and its requests still
 * waiting go without a worker. 1 sent. */
static int send_front(proxy *p, client *to, zmq_msg_t *f, int n, zmq_msg_t *body)
{
    for (int i = 0; i < n; i++) {
        zmq_msg_t c;
        zmq_msg_init(&c);
        zmq_msg_copy(&c, &f[i]);
        if (zmq_msg_send(&c, p->o.front, ZMQ_SNDMORE | ZMQ_DONTWAIT) < 0) {
            int err = zmq_errno();
            zmq_msg_close(&c);
            zmq_msg_close(body);
            if (i == 0 && err == EHOSTUNREACH) {
                p->gone++;
                if (to)
                    to->gone = 1;
            } else
                p->unread++;
            return 0;
        }
    }
    if (zmq_msg_send(body, p->o.front, ZMQ_DONTWAIT) < 0) {
        zmq_msg_close(body);
        p->unread++;
        return 0;
    }
    return 1;
}

/* Whether connection c may be sent one more reply: not while libzmq holds
 * more of its unread replies than its bound. */
static int reply_fits(proxy *p, client *c)
{
    if (!c || judged_replies_bytes(c->out) <= p->o.client_queue_bytes)
        return 1;
    p->unread++;
    warn_rarely(&p->last_unread_log,
                "proxy: %" PRIu64 " repl(ies) dropped so far for connections that leave more than "
                "--client-queue-mb of replies unread",
                p->unread);
    return 0;
}

/* A reply for c behind the envelope f[0..delim]: out (malloc'd, taken
 * over) counted while libzmq holds it, or dropped. */
static void reply_adopt(proxy *p, client *c, zmq_msg_t *f, int delim, uint8_t *out, size_t len)
{
    if (!reply_fits(p, c)) {
        free(out);
        return;
    }
    zmq_msg_t rep;
    if (!out || judged_replies_adopt(&rep, p->all, c ? c->out : NULL, out, len) != 0)
        zmq_msg_init(&rep);   /* out of memory: an empty reply still frees a REQ client */
    send_front(p, c, f, delim + 1, &rep);
}

/* Answers the request whose envelope is f[0..delim] with an Error reply. */
static void answer_error(proxy *p, client *c, zmq_msg_t *f, int delim, uint64_t id, int code, const char *msg)
{
    uint8_t *out = NULL;
    size_t len = 0;
    if (judged_error_reply(id, code, msg, &out, &len) != 0)
        out = NULL;
    reply_adopt(p, c, f, delim, out, len);
}

static void answer_entry(proxy *p, entry *e, int code, const char *msg)
{
    answer_error(p, e->c, e->f, e->n - 2, e->id, code, msg);
}

/* A query whose game is cached costs a few microseconds: the proxy answers
 * it at once rather than wake a worker for it (two thread hand-offs, which
 * cost more than the work). Returns 1 when it did. */
static int answer_here(proxy *p, client *c, frames *m, int delim)
{
    if (!p->o.h || m->dropped || delim != m->n - 2)
        return 0;
    zmq_msg_t *body = &m->f[m->n - 1];
    uint8_t *out = NULL;
    size_t out_len = 0;
    if (!judged_handle_cached(p->o.h, zmq_msg_data(body), zmq_msg_size(body), &out, &out_len))
        return 0;
    reply_adopt(p, c, m->f, delim, out, out_len);
    frames_close(m);
    p->answered++;
    return 1;
}

/* ---------------------------------------------------------------- workers */

static worker *worker_find(proxy *p, const zmq_msg_t *wid)
{
    size_t len = zmq_msg_size((zmq_msg_t *)wid);
    for (worker *w = p->workers; w; w = w->next)
        if (w->idlen == len && memcmp(w->id, zmq_msg_data((zmq_msg_t *)wid), len) == 0)
            return w;
    return NULL;
}

/* A worker's heartbeat: it is idle and alive. One not known (new, or
 * dropped earlier and back) joins with all its credit. */
static void worker_heartbeat(proxy *p, const zmq_msg_t *wid, int64_t t)
{
    worker *w = worker_find(p, wid);
    if (!w) {
        size_t len = zmq_msg_size((zmq_msg_t *)wid);
        w = calloc(1, sizeof *w + len);
        if (!w)
            return;
        w->idlen = len;
        memcpy(w->id, zmq_msg_data((zmq_msg_t *)wid), len);
        w->serial = ++p->serial;
        w->credit = JUDGED_WORKER_CREDIT;
        w->next = p->workers;
        p->workers = w;
        p->nworkers++;
        judged_log(JUDGED_LOG_DEBUG, "proxy: a worker joined (%d)", p->nworkers);
    }
    w->seen = t;
}

/* Forgets a worker (dead, stopped, or gone): the requests it held wait
 * for another, or are answered when they have had their attempts. */
static void worker_drop(proxy *p, worker *w, const char *why, int64_t t)
{
    for (worker **pp = &p->workers; *pp; pp = &(*pp)->next)
        if (*pp == w) {
            *pp = w->next;
            break;
        }
    if (p->next_worker == w)
        p->next_worker = w->next;
    if (--p->nworkers == 0)
        p->no_worker_since = t;
    p->workers_lost++;
    judged_log(JUDGED_LOG_WARN, "proxy: a worker dropped (%s) holding %ld request(s); %d left", why, w->held,
               p->nworkers);
    for (entry *e = p->oldest, *next; e; e = next) {
        next = e->newer;
        if (e->w != w)
            continue;
        e->w = NULL;
        if (e->attempts <= p->o.retries) {
            /* A whole timeout again for the next worker. */
            deadline_unlink(p, e);
            deadline_append(p, e, t);
            wait_push(p, e, 1);
            p->resent++;
        } else {
            char msg[128];
            snprintf(msg, sizeof msg, "the worker holding the request stopped answering (%s)", why);
            answer_entry(p, e, 8 /* ERROR_UNAVAILABLE */, msg);
            entry_free(p, e);
        }
    }
    free(w);
}

/* The next worker with credit, in turn; NULL when none has any. */
static worker *worker_pick(proxy *p)
{
    worker *start = p->next_worker ? p->next_worker : p->workers;
    worker *w = start;
    for (int i = 0; w && i <= p->nworkers; i++) {
        if (w->credit > 0 && !w->leaving) {
            p->next_worker = w->next;
            return w;
        }
        w = w->next ? w->next : p->workers;
        if (w == start)
            break;
    }
    return NULL;
}

/* An idle worker silent for HEARTBEAT_MISSES heartbeats is gone. */
static void workers_sweep(proxy *p, int64_t t)
{
    if (p->o.heartbeat_ms <= 0 || t - p->last_sweep < p->o.heartbeat_ms)
        return;
    p->last_sweep = t;
    for (worker *w = p->workers, *next; w; w = next) {
        next = w->next;
        if (w->held == 0 && (w->leaving || t - w->seen > (int64_t)p->o.heartbeat_ms * JUDGED_HEARTBEAT_MISSES))
            worker_drop(p, w, w->leaving ? "it said goodbye" : "no heartbeat", t);
    }
}

/* --------------------------------------------------------------- requests */

/* Sends e to worker w with its sequence first; 1 sent, 0 the worker cannot
 * take it (gone or full), -1 on error. */
static int send_back(proxy *p, entry *e, worker *w)
{
    zmq_msg_t id;
    zmq_msg_init_size(&id, w->idlen);
    memcpy(zmq_msg_data(&id), w->id, w->idlen);
    if (zmq_msg_send(&id, p->o.back, ZMQ_SNDMORE | ZMQ_DONTWAIT) < 0) {
        zmq_msg_close(&id);
        int err = zmq_errno();
        return err == EAGAIN || err == EHOSTUNREACH ? 0 : -1;
    }
    zmq_msg_t s;
    zmq_msg_init_size(&s, sizeof e->seq);
    memcpy(zmq_msg_data(&s), &e->seq, sizeof e->seq);
    if (zmq_msg_send(&s, p->o.back, ZMQ_SNDMORE) < 0) {
        zmq_msg_close(&s);
        return -1;
    }
    for (int i = 0; i < e->n; i++) {
        zmq_msg_t c;
        zmq_msg_init(&c);
        zmq_msg_copy(&c, &e->f[i]);
        if (zmq_msg_send(&c, p->o.back, i + 1 < e->n ? ZMQ_SNDMORE : 0) < 0) {
            zmq_msg_close(&c);
            return -1;
        }
    }
    e->given[e->attempts % GIVEN_KEPT] = w->serial;
    e->attempts++;
    e->w = w;
    w->held++;
    w->credit--;
    return 1;
}

/* Whether e was sent to the worker of this serial. */
static int given_to(const entry *e, uint64_t serial)
{
    for (int i = 0; i < e->attempts && i < GIVEN_KEPT; i++)
        if (e->given[i] == serial)
            return 1;
    return 0;
}

static void busy_log(proxy *p, const char *why)
{
    p->busy++;
    int64_t t = now_ms();
    if (t - p->last_busy_log >= 10000) {
        judged_log(JUDGED_LOG_WARN, "proxy: busy (%s): %" PRIu64 " request(s) answered ERROR_BUSY so far", why,
                   p->busy);
        p->last_busy_log = t;
    }
}

/* Takes a request of connection c into the table, or answers it; m is
 * consumed. The budget counts the requests in flight and the replies
 * libzmq holds, in all and for the connection. */
static void admit(proxy *p, client *c, frames *m, int delim, int64_t t)
{
    zmq_msg_t *body = &m->f[m->n - 1];
    uint64_t id = request_id(body);
    size_t cost = 0;
    for (int i = 0; i < m->n; i++)
        cost += zmq_msg_size(&m->f[i]);
    if (cost < MIN_COST)
        cost = MIN_COST;
    /* A connection with nothing in flight and nothing unread always gets
     * one request in while the total allows it, so that a request as large
     * as the message limit is never refused for the per-connection bound
     * alone. */
    const char *why = NULL;
    size_t held = p->bytes + judged_replies_bytes(p->all), c_held = c->bytes + judged_replies_bytes(c->out);
    if (held > 0 && held + cost > p->o.queue_bytes) {
        why = "the daemon's queue is full";
    } else if (c_held > 0 && c_held + cost > p->o.client_queue_bytes) {
        why = "this connection's queue is full";
        held = c_held;
    }
    if (why) {
        char msg[200];
        snprintf(msg, sizeof msg, "busy: %s (%zu bytes of requests in flight and replies unread); send again later",
                 why, held);
        answer_error(p, c, m->f, delim, id, 7 /* ERROR_BUSY */, msg);
        busy_log(p, why);
        frames_close(m);
        return;
    }
    entry *e = malloc(sizeof *e + (size_t)m->n * sizeof(zmq_msg_t));
    if (!e) {
        answer_error(p, c, m->f, delim, id, 6 /* ERROR_INTERNAL */, "out of memory");
        frames_close(m);
        return;
    }
    memset(e, 0, sizeof *e);
    e->seq = ++p->seq;
    e->id = id;
    e->cost = cost;
    e->c = c;
    e->n = m->n;
    memcpy(e->f, m->f, (size_t)m->n * sizeof(zmq_msg_t));
    m->n = 0;
    c->bytes += cost;
    c->count++;
    p->bytes += cost;
    p->inflight++;
    entry **b = bucket(p, e->seq);
    e->next = *b;
    *b = e;
    deadline_append(p, e, t);
    table_grow(p);
    p->requests++;
    wait_push(p, e, 0);
}

/* Hands waiting requests to workers with credit, the clients in turn; -1
 * on a socket error. */
static int dispatch(proxy *p)
{
    while (p->turn_head) {
        entry *e = p->turn_head->whead;
        if (e->c->gone) {
            /* Its connection closed: nobody to answer. */
            p->gone++;
            entry_free(p, e);
            continue;
        }
        if (judged_replies_bytes(e->c->out) > p->o.client_queue_bytes) {
            /* Its connection leaves more replies unread than its bound:
             * this one's reply would be dropped too, so no worker makes it. */
            answer_entry(p, e, 7 /* ERROR_BUSY */, "busy: this connection leaves its replies unread");
            busy_log(p, "a connection leaves its replies unread");
            entry_free(p, e);
            continue;
        }
        worker *w = worker_pick(p);
        if (!w)
            return 0;
        int rc = send_back(p, e, w);
        if (rc == 0) {
            worker_drop(p, w, "its connection is gone", now_ms());
            continue;
        }
        if (rc < 0)
            return -1;
        turn_rotate(p);
        wait_unlink(p, e);
    }
    return 0;
}

/* The frames before the delimiter, routing id included, in bytes. */
static size_t envelope_bytes(const frames *m, int delim)
{
    size_t n = 0;
    for (int i = 0; i < delim; i++)
        n += zmq_msg_size((zmq_msg_t *)&m->f[i]);
    return n;
}

/* One request read from the front (m, consumed): refused at the door,
 * admitted, answered from the cache, or, when stopping, answered
 * "shutting down". */
static void take_request(proxy *p, frames *m, int stopping, int64_t t)
{
    int delim = envelope_end(m), total = m->n + m->dropped;
    if (delim < 0) {
        p->dropped++;
        judged_log(JUDGED_LOG_DEBUG, "proxy: dropped a message of %d frames with no envelope", total);
        frames_close(m);
        return;
    }
    size_t env = envelope_bytes(m, delim);
    if (total > JUDGED_MAX_FRAMES || env > JUDGED_MAX_ENVELOPE_BYTES) {
        /* Refused at the door: nothing of it is kept, no worker sees it.
         * One whose envelope is small enough to send back is told why. */
        p->refused_envelope++;
        warn_rarely(&p->last_envelope_log,
                    "proxy: %" PRIu64 " message(s) refused so far for more frames or envelope bytes than a "
                    "request may have",
                    p->refused_envelope);
        if (env <= JUDGED_MAX_ENVELOPE_BYTES && delim < MAX_FRAMES) {
            char msg[160];
            snprintf(msg, sizeof msg, "a message of %d frames; a request has at most %d, envelope included", total,
                     JUDGED_MAX_FRAMES);
            answer_error(p, client_get(p, &m->f[0], 1), m->f, delim, 0, 1 /* ERROR_MALFORMED */, msg);
        }
        frames_close(m);
        return;
    }
    if (p->o.refuse_fd_from > 0) {
        /* ZMQ_SRCFD: the descriptor the body came in on (-1 when not TCP). */
        int fd = zmq_msg_get(&m->f[m->n - 1], ZMQ_SRCFD);
        if (fd >= p->o.refuse_fd_from) {
            p->refused_fd++;
            frames_close(m);
            return;
        }
    }
    client *c = client_get(p, &m->f[0], 1);
    if (!c) {
        frames_close(m);   /* out of memory: not even an error reply can be counted */
        p->dropped++;
        return;
    }
    uint64_t id = request_id(&m->f[m->n - 1]);
    if (stopping) {
        answer_error(p, c, m->f, delim, id, 8 /* ERROR_UNAVAILABLE */,
                     "shutting down: the request was not taken; send it to another daemon or later");
        p->refused_stopping++;
        frames_close(m);
        client_forget(p, c);
        return;
    }
    if (m->n - delim - 1 != 1) {
        char msg[96];
        snprintf(msg, sizeof msg, "a request is one frame; this one has %d", m->n - delim - 1);
        answer_error(p, c, m->f, delim, 0, 1 /* ERROR_MALFORMED */, msg);
        frames_close(m);
        client_forget(p, c);
        return;
    }
    if (answer_here(p, c, m, delim)) {
        client_forget(p, c);
        return;
    }
    admit(p, c, m, delim, t);
    client_forget(p, c);
}

/* Reads requests from the front, at most max of them, until none is
 * waiting. */
static int pump_requests(proxy *p, int stopping, int max, int64_t t)
{
    for (int i = 0; i < max; i++) {
        frames m;
        int rc = frames_recv(p->o.front, &m, 0);
        if (rc <= 0)
            return rc;
        take_request(p, &m, stopping, t);
    }
    return 0;
}

/* Worker messages: [worker id, "H"] a heartbeat; [worker id, sequence,
 * client routing id, envelope..., "", reply] a reply. A reply goes to the
 * client the table holds for its sequence, behind the envelope the table
 * kept, whatever the worker's frames say; one from a worker the request was
 * not given to is dropped and logged, and one that cannot be read answers
 * its request with an error, so that the worker and the client are both
 * let go. */
static int pump_replies(proxy *p, int64_t t)
{
    for (int i = 0; i < BATCH; i++) {
        frames m;
        int rc = frames_recv(p->o.back, &m, 0);
        if (rc <= 0)
            return rc;
        if (m.n == 2 && !m.dropped && zmq_msg_size(&m.f[1]) == 1 &&
            *(const char *)zmq_msg_data(&m.f[1]) == JUDGED_WORKER_HEARTBEAT) {
            worker_heartbeat(p, &m.f[0], t);
            frames_close(&m);
            continue;
        }
        if (m.n == 2 && !m.dropped && zmq_msg_size(&m.f[1]) == 1 &&
            *(const char *)zmq_msg_data(&m.f[1]) == JUDGED_WORKER_GOODBYE) {
            worker *w = worker_find(p, &m.f[0]);
            if (w)
                w->leaving = 1;
            frames_close(&m);
            continue;
        }
        worker *w = worker_find(p, &m.f[0]);
        if (w)
            w->seen = t;
        uint64_t seq = 0;
        entry *e = NULL;
        if (m.n >= 3 && zmq_msg_size(&m.f[1]) == sizeof seq) {
            memcpy(&seq, zmq_msg_data(&m.f[1]), sizeof seq);
            e = table_find(p, seq);
        }
        if (!e) {
            /* Late: its request timed out and was answered, or another
             * worker's answer came first. */
            p->late++;
            frames_close(&m);
            continue;
        }
        if (!w || !given_to(e, w->serial)) {
            p->not_given++;
            warn_rarely(&p->last_not_given_log,
                        "proxy: %" PRIu64 " repl(ies) dropped so far from a worker for a request it was not given",
                        p->not_given);
            frames_close(&m);
            continue;
        }
        p->replies++;
        if (m.dropped) {
            /* More frames than any reply has: its body cannot be told. */
            p->bad_replies++;
            answer_entry(p, e, 6 /* ERROR_INTERNAL */, "the worker's reply could not be read");
        } else if (reply_fits(p, e->c)) {
            zmq_msg_t rep;
            zmq_msg_t *body = &m.f[m.n - 1];
            if (judged_replies_copy(&rep, p->all, e->c->out, zmq_msg_data(body), zmq_msg_size(body)) != 0)
                zmq_msg_init(&rep);
            send_front(p, e->c, e->f, e->n - 1, &rep);
        }
        frames_close(&m);
        entry_free(p, e);
    }
    return 0;
}

/* With no worker for JUDGED_NO_WORKER_MS, the requests waiting are told
 * so now, before a client's own timeout, rather than at the request
 * timeout (a broker's is 30 s). */
static void no_worker(proxy *p, int64_t t)
{
    if (p->nworkers > 0 || !p->turn_head || t - p->no_worker_since < JUDGED_NO_WORKER_MS)
        return;
    char msg[128];
    snprintf(msg, sizeof msg, "no worker is connected (none for %lld ms): send it again later",
             (long long)(t - p->no_worker_since));
    long n = 0;
    while (p->turn_head) {
        entry *e = p->turn_head->whead;
        answer_entry(p, e, 8 /* ERROR_UNAVAILABLE */, msg);
        entry_free(p, e);
        n++;
    }
    p->no_worker += (uint64_t)n;
    judged_log(JUDGED_LOG_WARN, "proxy: %ld request(s) answered ERROR_UNAVAILABLE: no worker is connected", n);
}

/* Requests whose deadline has passed. One a worker held: that worker is
 * taken for dead or stopped (it is dropped, and what it held goes to
 * others while attempts remain); one no worker would take: answered
 * ERROR_UNAVAILABLE. */
static void expire(proxy *p, int64_t t)
{
    while (p->oldest && p->oldest->deadline <= t) {
        entry *e = p->oldest;
        p->timed_out++;
        deadline_unlink(p, e);
        deadline_append(p, e, t);
        if (e->w) {
            worker_drop(p, e->w, "a request timed out", t);
            continue;               /* e is waiting again, or answered and freed */
        }
        char msg[128];
        snprintf(msg, sizeof msg, "no worker answered within %d ms (%d attempt(s))", p->o.request_timeout_ms,
                 e->attempts);
        answer_entry(p, e, 8 /* ERROR_UNAVAILABLE */, msg);
        judged_log(JUDGED_LOG_WARN, "proxy: %s", msg);
        entry_free(p, e);
    }
}

/* Answers every request still in the table ERROR_UNAVAILABLE; returns how
 * many of them a worker held (the abandoned ones). */
static long give_up_all(proxy *p, const char *msg)
{
    long taken = 0;
    while (p->oldest) {
        entry *e = p->oldest;
        taken += e->w != NULL;
        answer_entry(p, e, 8 /* ERROR_UNAVAILABLE */, msg);
        entry_free(p, e);
    }
    return taken;
}

static void proxy_free(proxy *p)
{
    give_up_all(p, "shutting down");
    for (size_t i = 0; i < p->nclients_buckets; i++)
        for (client *c = p->clients[i], *next; c; c = next) {
            next = c->next;
            client_free(c);
        }
    for (worker *w = p->workers, *next; w; w = next) {
        next = w->next;
        free(w);
    }
    free(p->clients);
    free(p->buckets);
    judged_replies_release(&p->all);
}

int judged_proxy_run(const judged_proxy_opts *o)
{
    proxy p;
    memset(&p, 0, sizeof p);
    p.o = *o;
    p.nbuckets = 1024;
    p.nclients_buckets = 1024;
    p.buckets = calloc(p.nbuckets, sizeof *p.buckets);
    p.clients = calloc(p.nclients_buckets, sizeof *p.clients);
    p.all = judged_replies_new();
    if (!p.buckets || !p.clients || !p.all) {
        proxy_free(&p);
        judged_log(JUDGED_LOG_ERROR, "proxy: out of memory");
        return -1;
    }
    p.no_worker_since = now_ms();
    /* The idle wait's timeout: the stop flag is looked at as often. A
     * reply to a connection gone, or to one at its high-water mark, fails
     * at once (ROUTER_MANDATORY) so that it is dropped and counted. */
    int poll_ms = POLL_MS, one = 1;
    if (zmq_setsockopt(p.o.front, ZMQ_RCVTIMEO, &poll_ms, sizeof poll_ms) != 0 ||
        zmq_setsockopt(p.o.front, ZMQ_ROUTER_MANDATORY, &one, sizeof one) != 0) {
        judged_log(JUDGED_LOG_ERROR, "proxy: front: %s", zmq_strerror(zmq_errno()));
        proxy_free(&p);
        return -1;
    }
    int stopping = 0;
    int64_t deadline = 0, last_front = 0, last_back = 0;
    int rc = 0;
    for (;;) {
        int64_t t = now_ms();
        int sigs = atomic_load(p.o.stop);
        if (sigs && !stopping) {
            stopping = 1;
            deadline = t + p.o.drain_ms;
            last_front = t;
            judged_log(JUDGED_LOG_INFO, "proxy: %ld request(s) in flight", p.inflight - p.waiting);
            /* Taken from the front but never handed to a worker: told now. */
            while (p.turn_head) {
                entry *e = p.turn_head->whead;
                answer_entry(&p, e, 8 /* ERROR_UNAVAILABLE */, "shutting down: the request was not taken");
                p.refused_stopping++;
                entry_free(&p, e);
            }
        }
        if (stopping && ((p.inflight <= 0 && t - last_front >= STOP_QUIET_MS) || sigs > 1 || t >= deadline)) {
            if (p.inflight > 0) {
                p.abandoned = (uint64_t)give_up_all(&p, "shutting down: the request was abandoned before a "
                                                        "worker answered");
                judged_log(JUDGED_LOG_WARN, "proxy: %" PRIu64 " request(s) abandoned (answered ERROR_UNAVAILABLE)",
                           p.abandoned);
            }
            /* What clients sent before the stop and is still unread. */
            if (pump_requests(&p, 1, SWEEP, t) < 0)
                rc = -1;
            break;
        }
        if (p.turn_head && !stopping && dispatch(&p) < 0) {
            judged_log(JUDGED_LOG_ERROR, "proxy: back: %s", zmq_strerror(zmq_errno()));
            rc = -1;
            break;
        }
        if (!stopping)
            no_worker(&p, t);
        clients_sweep(&p, t);
        if (!stopping && p.inflight == 0) {
            /* Nothing in flight, so nothing due from the back but
             * heartbeats: wait on the front alone, in one blocking receive
             * (ZMQ_RCVTIMEO, POLL_MS), as a REP socket does. zmq_poll over
             * both sockets costs several system calls more each time it
             * wakes (libzmq asks each socket for its events before and
             * after the wait), more than answering a cached query. */
            frames m;
            int got = frames_recv(p.o.front, &m, 1);
            if (got < 0 && zmq_errno() != EINTR) {
                judged_log(JUDGED_LOG_ERROR, "proxy: front: %s", zmq_strerror(zmq_errno()));
                rc = -1;
                break;
            }
            t = now_ms();
            if (got > 0)
                take_request(&p, &m, 0, t);
            if (t - last_back >= IDLE_BACK_MS) {
                if (pump_replies(&p, t) < 0) {
                    judged_log(JUDGED_LOG_ERROR, "proxy: back: %s", zmq_strerror(zmq_errno()));
                    rc = -1;
                    break;
                }
                last_back = t;
                workers_sweep(&p, t);    /* right after the read, so that every heartbeat is counted */
            }
            continue;
        }
        zmq_pollitem_t items[2] = {{p.o.back, 0, ZMQ_POLLIN, 0}, {p.o.front, 0, ZMQ_POLLIN, 0}};
        long wait = POLL_MS;
        if (p.oldest && p.oldest->deadline - t < wait)
            wait = p.oldest->deadline - t > 0 ? (long)(p.oldest->deadline - t) : 0;
        if (p.nworkers == 0 && p.turn_head) {
            int64_t left = p.no_worker_since + JUDGED_NO_WORKER_MS - t;
            if (left < wait)
                wait = left > 0 ? (long)left : 0;
        }
        int got = zmq_poll(items, 2, wait);
        if (got < 0) {
            if (zmq_errno() == EINTR)
                continue;
            judged_log(JUDGED_LOG_ERROR, "proxy: poll: %s", zmq_strerror(zmq_errno()));
            rc = -1;
            break;
        }
        t = now_ms();
        if (items[0].revents & ZMQ_POLLIN)
            last_back = t;
        if ((items[0].revents & ZMQ_POLLIN) && pump_replies(&p, t) < 0) {
            judged_log(JUDGED_LOG_ERROR, "proxy: back: %s", zmq_strerror(zmq_errno()));
            rc = -1;
            break;
        }
        if (items[1].revents & ZMQ_POLLIN) {
            if (pump_requests(&p, stopping, BATCH, t) < 0) {
                judged_log(JUDGED_LOG_ERROR, "proxy: front: %s", zmq_strerror(zmq_errno()));
                rc = -1;
                break;
            }
            last_front = t;
        }
        if (p.oldest && p.oldest->deadline <= t)
            expire(&p, t);
        workers_sweep(&p, t);
    }
    judged_log(JUDGED_LOG_INFO,
               "proxy: %" PRIu64 " requests forwarded, %" PRIu64 " replies, %" PRIu64 " dropped, %" PRIu64
               " answered from the cache on the proxy's thread",
               p.requests, p.replies, p.dropped, p.answered);
    judged_log(JUDGED_LOG_INFO,
               "proxy: %" PRIu64 " busy, %" PRIu64 " timed out, %" PRIu64 " sent again, %" PRIu64
               " late replies dropped, %" PRIu64 " refused while stopping, %" PRIu64 " abandoned, %" PRIu64
               " worker(s) dropped, %" PRIu64 " dropped from connections refused for want of descriptors",
               p.busy, p.timed_out, p.resent, p.late, p.refused_stopping, p.abandoned, p.workers_lost, p.refused_fd);
    judged_log(JUDGED_LOG_INFO,
               "proxy: %" PRIu64 " refused at the door (frames or envelope over the limits), %" PRIu64
               " replies dropped unread (over --client-queue-mb, or at the connection's high-water mark), %" PRIu64
               " replies and waiting requests dropped with their connection gone, %" PRIu64 " from a worker not given the request, %" PRIu64
               " unreadable from a worker, %" PRIu64 " answered for want of any worker",
               p.refused_envelope, p.unread, p.gone, p.not_given, p.bad_replies, p.no_worker);
    uint64_t abandoned = p.abandoned;
    proxy_free(&p);
    if (rc < 0)
        return -1;
    return abandoned ? JUDGED_PROXY_ABANDONED : 0;
}
