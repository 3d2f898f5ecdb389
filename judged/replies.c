/*
 * replies.c: counters of the reply bytes libzmq holds (replies.h). Each
 * message carries a hint naming its counters and its cost; libzmq calls
 * the message's free function, on whichever thread lets it go, and that
 * takes the cost off and drops the message's hold on the counters.
 */
#include "replies.h"

#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

struct judged_replies {
    atomic_size_t bytes;
    atomic_int holds;     /* the owner, and each message counted */
};

typedef struct hint {
    judged_replies *all, *conn;
    size_t cost;
    void *data;           /* adopted bytes, freed with the message; NULL when they follow the hint */
} hint;

judged_replies *judged_replies_new(void)
{
    judged_replies *r = malloc(sizeof *r);
    if (!r)
        return NULL;
    atomic_init(&r->bytes, 0);
    atomic_init(&r->holds, 1);
    return r;
}

static void hold(judged_replies *r, size_t cost)
{
    if (!r)
        return;
    atomic_fetch_add(&r->holds, 1);
    atomic_fetch_add(&r->bytes, cost);
}

static void let_go(judged_replies *r, size_t cost)
{
    if (!r)
        return;
    atomic_fetch_sub(&r->bytes, cost);
    if (atomic_fetch_sub(&r->holds, 1) == 1)
        free(r);
}

void judged_replies_release(judged_replies **r)
{
    if (!r || !*r)
        return;
    let_go(*r, 0);
    *r = NULL;
}

size_t judged_replies_bytes(const judged_replies *r)
{
    return r ? atomic_load(&((judged_replies *)r)->bytes) : 0;
}

/* libzmq's free function: on its I/O thread, or the proxy's. */
static void release_message(void *data, void *h)
{
    hint *k = h;
    (void)data;
    let_go(k->all, k->cost);
    let_go(k->conn, k->cost);
    free(k->data);
    free(k);
}

static int counted(zmq_msg_t *m, judged_replies *all, judged_replies *conn, hint *k, void *data, size_t len)
{
    k->all = all;
    k->conn = conn;
    k->cost = len + JUDGED_REPLY_OVERHEAD;
    hold(all, k->cost);
    hold(conn, k->cost);
    if (zmq_msg_init_data(m, data, len, release_message, k) != 0) {
        release_message(data, k);
        zmq_msg_init(m);
        return -1;
    }
    return 0;
}

int judged_replies_copy(zmq_msg_t *m, judged_replies *all, judged_replies *conn, const void *data, size_t len)
{
    /* One block: the hint, then the bytes. */
    hint *k = malloc(sizeof *k + (len ? len : 1));
    if (!k) {
        zmq_msg_init(m);
        return -1;
    }
    k->data = NULL;
    uint8_t *bytes = (uint8_t *)(k + 1);
    if (len)
        memcpy(bytes, data, len);
    return counted(m, all, conn, k, bytes, len);
}

int judged_replies_adopt(zmq_msg_t *m, judged_replies *all, judged_replies *conn, void *data, size_t len)
{
    hint *k = malloc(sizeof *k);
    if (!k) {
        free(data);
        zmq_msg_init(m);
        return -1;
    }
    k->data = data;
    return counted(m, all, conn, k, data, data ? len : 0);
}
