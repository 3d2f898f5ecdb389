/*
 * handler.h: the daemon's request handling, with no sockets: one packed
 * Request in, one packed Reply out (proto/altered.proto). Every input, even
 * bytes that are not a Request at all, gets a reply: an Error reply for
 * anything it cannot answer. The server's workers and the fuzz harness call
 * judged_handle the same way.
 *
 * A handler context is used by one thread at a time (it keeps scratch
 * buffers between calls); the card database and the cache it is given may
 * be shared by the contexts of many threads.
 */
#ifndef JUDGED_HANDLER_H
#define JUDGED_HANDLER_H

#include <stddef.h>
#include <stdint.h>

#include "altered.h"
#include "cache.h"
#include "sign_key.h"

enum {
    JUDGED_MAX_ACTIONS = 100000,           /* actions per game, by default */
    JUDGED_MAX_REQUEST_BYTES = 16 << 20,   /* one Request, by default */
    /* A JSON position in a request. The canonical output of a whole game
     * state is tens of kilobytes; this leaves room for any hand-written
     * layout of one while bounding what a worker parses for one request.
     * (A binary position is at most ALT_POS_ENCODED_MAX bytes.) */
    JUDGED_MAX_POSITION_JSON_BYTES = 1 << 20,
    /* What one request may take unpacked, counted on the wire before it is
     * (replay/wire_size.h), per byte of the request bound: 64 MiB for the
     * default 16 MiB. A game's steps or actions past --max-actions are
     * refused the same way first. */
    JUDGED_UNPACKED_PER_BYTE = 4
};

typedef struct judged_handler_opts {
    const alt_cards *db;       /* NULL: the handler loads the bundled database */
    judged_cache *cache;       /* NULL: no cache; not owned */
    size_t max_actions;        /* 0: JUDGED_MAX_ACTIONS */
    size_t max_request_bytes;  /* 0: JUDGED_MAX_REQUEST_BYTES */
    const char *worker;        /* what Info names as the worker; NULL: "PID/0" */
    /* Signs every Verify reply's verdict (docs/verdict.md); copied. NULL:
     * the key of judged_handler_set_sign_key, if any. */
    const replay_sign_key *sign_key;
} judged_handler_opts;

typedef struct judged_handler_ctx judged_handler_ctx;

/* The signing key of every handler made after it whose options name none:
 * the daemon's --sign-key, set once at start, so that the socket code
 * that makes the handlers need not carry it. Copied; NULL clears it. */
void judged_handler_set_sign_key(const replay_sign_key *key);

/* NULL when memory runs out or the bundled database does not load. */
judged_handler_ctx *judged_handler_new(const judged_handler_opts *opts);
void judged_handler_destroy(judged_handler_ctx **h);

/* Answers one request. On return 0, *reply (malloc'd, the caller frees it)
 * holds a packed Reply of *reply_len bytes, echoing the request's id (0
 * when the request did not parse). Returns -1 only when memory ran out,
 * with *reply NULL. */
int judged_handle(judged_handler_ctx *h, const uint8_t *req, size_t len, uint8_t **reply, size_t *reply_len);

/* Answers a Legal or LegalActions request from the cache alone when it can
 * (a canonical encoding whose game, or a prefix of it, is cached): returns
 * 1 with *reply set as judged_handle would set it, byte for byte; returns
 * 0, making nothing, when the request needs judged_handle (State, whose
 * reply's JSON position is slow to write, and any request about a
 * position among them). Cheap enough for the server's proxy thread to call
 * on every request. */
int judged_handle_cached(judged_handler_ctx *h, const uint8_t *req, size_t len, uint8_t **reply, size_t *reply_len);

/* A packed Error reply (code: an Altered__ErrorCode), for refusals made
 * outside judged_handle (a request of several frames). 0 or -1 as above. */
int judged_error_reply(uint64_t id, int code, const char *msg, uint8_t **reply, size_t *reply_len);

/* The rule number a reason sentence starts with ("4.2.3.b: ..." gives
 * "4.2.3.b"), with its edition when the sentence names one ("CR 4.0
 * 7.3.26: ..." gives "CR 4.0 7.3.26", a 4.0 ruleset's); "" when it starts
 * with none. */
void judged_rule_of(const char *reason, char *out, size_t cap);

#endif
