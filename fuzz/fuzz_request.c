/*
 * fuzz_request.c: arbitrary bytes as a daemon Request (proto/altered.proto),
 * answered by the daemon's handler with no sockets (judged/handler.h,
 * judged_handle). Oracles:
 *  - every input gets exactly one Reply: judged_handle returns 0 with bytes
 *    that unpack as a Reply with a kind set; its id is the Request's (0 when
 *    the bytes are not a Request, then an ERROR_MALFORMED); an Error has a
 *    known code other than ERROR_INTERNAL (memory never runs out here) and a
 *    message;
 *  - the same bytes answered again give the same Reply, byte for byte;
 *  - a handler with a state cache answers exactly as one without, for the
 *    request alone and after the same game cut to half its actions was asked
 *    first (so the full request starts from a cached prefix); Info replies
 *    aside, since they report the cache's counters;
 *  - a Verify reply's verdict, steps and failing step are replay_game's,
 *    judged as verify judges it (unfinished, replay_judge_finished), or
 *    malformed at step 0 when a string of its log fails the wire check;
 *  - every string of every reply is valid UTF-8 with no NUL inside (the
 *    wire check of the reply passes), whatever the request held;
 *  - all of the above again for the same request with its game header
 *    patched to this build's versions (card database, RNG, hash encoding),
 *    so that a corpus made by an older build still reaches the engine.
 * The handlers accept at most MAX_ACTIONS actions, so that ERROR_TOO_LONG
 * is reachable with small inputs. Leaks: a fresh cache per input, and the
 * handlers' scratch memory is reused from input to input by design.
 */
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "common.h"
#include "game.h"
#include "handler.h"
#include "replay.h"
#include "wire_strings.h"

enum { MAX_ACTIONS = 300, CACHE_BYTES = 64 << 10 };

static judged_handler_ctx *plain;

typedef struct answer {
    uint8_t *bytes;
    size_t len;
} answer;

static answer ask(judged_handler_ctx *h, const uint8_t *data, size_t size)
{
    answer a = {NULL, 0};
    int rc = judged_handle(h, data, size, &a.bytes, &a.len);
    FUZZ_CHECK(rc == 0 && a.bytes != NULL, "judged_handle returned %d without a reply", rc);
    return a;
}

static int same(const answer *x, const answer *y)
{
    return x->len == y->len && memcmp(x->bytes, y->bytes, x->len) == 0;
}

static void check_reply(const answer *a, const Altered__Request *q, const uint8_t *data, size_t size)
{
    char why[256];
    FUZZ_CHECK(replay_wire_strings_check(&altered__reply__descriptor, a->bytes, a->len, why, sizeof why) == 0,
               "the reply's %s", why);
    Altered__Reply *r = altered__reply__unpack(NULL, a->len, a->bytes);
    FUZZ_CHECK(r != NULL, "the reply (%zu bytes) does not unpack as a Reply", a->len);
    FUZZ_CHECK(r->kind_case != ALTERED__REPLY__KIND__NOT_SET, "a reply without a kind");
    FUZZ_CHECK(r->id == (q ? q->id : 0), "reply id %llu for request id %llu", (unsigned long long)r->id,
               (unsigned long long)(q ? q->id : 0));
    if (!q)
        FUZZ_CHECK(r->kind_case == ALTERED__REPLY__KIND_ERROR && r->error->code == ALTERED__ERROR_CODE__ERROR_MALFORMED,
                   "bytes that are not a Request get no ERROR_MALFORMED");
    if (r->kind_case == ALTERED__REPLY__KIND_ERROR) {
        const Altered__Error *e = r->error;
        FUZZ_CHECK(e->code >= ALTERED__ERROR_CODE__ERROR_MALFORMED && e->code < ALTERED__ERROR_CODE__ERROR_INTERNAL,
                   "error code %d: %s", (int)e->code, e->message ? e->message : "");
        FUZZ_CHECK(e->message && e->message[0], "an error (code %d) without a message", (int)e->code);
        if (fuzz_verbose())
            fprintf(stderr, "fuzz_request: error %d: %s\n", (int)e->code, e->message);
    } else if (fuzz_verbose()) {
        fprintf(stderr, "fuzz_request: reply kind %d\n", (int)r->kind_case);
    }
    if (q && q->kind_case == ALTERED__REQUEST__KIND_VERIFY && r->kind_case == ALTERED__REPLY__KIND_VERIFY) {
        replay_result res;
        if (replay_wire_strings_check(&altered__request__descriptor, data, size, why, sizeof why) != 0 &&
            strncmp(why, "verify.log.", 11) == 0) {
            memset(&res, 0, sizeof res);
            res.code = REPLAY_EXIT_MALFORMED;
        } else {
            replay_game(fuzz_bundled_db(), q->verify->log, 1, NULL, NULL, &res, NULL);
            replay_judge_finished(fuzz_bundled_db(), q->verify->log, &res);
        }
        FUZZ_CHECK(r->verify->verdict == (uint32_t)res.code && r->verify->steps == res.steps &&
                       r->verify->fail_step == res.fail_step,
                   "verify says %u at step %u, replay_game %d at step %zu", r->verify->verdict,
                   r->verify->fail_step, res.code, res.fail_step);
    }
    altered__reply__free_unpacked(r, NULL);
}

/* The game a request carries, if any. */
static Altered__GameSoFar *game_of(Altered__Request *q)
{
    switch (q->kind_case) {
    case ALTERED__REQUEST__KIND_LEGAL: return q->legal ? q->legal->game : NULL;
    case ALTERED__REQUEST__KIND_LEGAL_ACTIONS: return q->legal_actions ? q->legal_actions->game : NULL;
    case ALTERED__REQUEST__KIND_STATE: return q->state ? q->state->game : NULL;
    default: return NULL;
    }
}

/* The same request with the game cut to its first half, packed. */
static uint8_t *half_request(Altered__Request *q, size_t *len)
{
    Altered__GameSoFar *g = game_of(q);
    if (!g || g->n_actions < 2)
        return NULL;
    size_t n = g->n_actions;
    g->n_actions = n / 2;
    *len = altered__request__get_packed_size(q);
    uint8_t *buf = malloc(*len ? *len : 1);
    FUZZ_CHECK(buf != NULL, "out of memory");
    altered__request__pack(q, buf);
    g->n_actions = n;
    return buf;
}

/* The request with every game header it holds patched to this build's
 * versions (card database, RNG, hash encoding), packed; NULL when it holds
 * none. Corpora made by an older build then still reach the engine. */
static uint8_t *reversioned(Altered__Request *q, const alt_cards *db, size_t *len)
{
    Altered__Header *h = NULL;
    Altered__GameSoFar *g = game_of(q);
    if (g)
        h = g->header;
    else if (q->kind_case == ALTERED__REQUEST__KIND_VERIFY && q->verify && q->verify->log)
        h = q->verify->log->header;
    if (!h || !h->versions)
        return NULL;
    fuzz_saved_header saved;
    fuzz_header_as_built(h, db, &saved);
    *len = altered__request__get_packed_size(q);
    uint8_t *buf = malloc(*len ? *len : 1);
    FUZZ_CHECK(buf != NULL, "out of memory");
    altered__request__pack(q, buf);
    fuzz_header_restore(h, &saved);
    return buf;
}

static void check_request(const alt_cards *db, const uint8_t *data, size_t size, int again_reversioned)
{
    Altered__Request *q = altered__request__unpack(NULL, size, data);

    answer first = ask(plain, data, size);
    check_reply(&first, q, data, size);
    answer again = ask(plain, data, size);
    FUZZ_CHECK(same(&first, &again), "the same request answered twice differs");

    if (!q || q->kind_case != ALTERED__REQUEST__KIND_INFO) {
        judged_cache *cache = judged_cache_new(CACHE_BYTES);
        FUZZ_CHECK(cache != NULL, "judged_cache_new failed");
        judged_handler_opts o = {.db = db, .max_actions = MAX_ACTIONS, .worker = "fuzz/0", .cache = cache};
        judged_handler_ctx *cached = judged_handler_new(&o);
        FUZZ_CHECK(cached != NULL, "judged_handler_new failed");
        size_t hl = 0;
        uint8_t *half = q ? half_request(q, &hl) : NULL;
        if (half) {
            answer a = ask(cached, half, hl);
            answer b = ask(plain, half, hl);
            FUZZ_CHECK(same(&a, &b), "the cache changes the reply to the first half of the game");
            free(a.bytes);
            free(b.bytes);
            free(half);
        }
        for (int k = 0; k < 2; k++) {
            answer c = ask(cached, data, size);
            FUZZ_CHECK(same(&first, &c), "the cache changes the reply (%s)", k ? "second time" : "first time");
            free(c.bytes);
        }
        judged_handler_destroy(&cached);
        judged_cache_destroy(&cache);
    }
    free(first.bytes);
    free(again.bytes);
    size_t rl = 0;
    uint8_t *re = q && again_reversioned ? reversioned(q, db, &rl) : NULL;
    if (q)
        altered__request__free_unpacked(q, NULL);
    if (re) {
        check_request(db, re, rl, 0);
        free(re);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const alt_cards *db = fuzz_bundled_db();
    if (!plain) {
        judged_handler_opts o = {.db = db, .max_actions = MAX_ACTIONS, .worker = "fuzz/0"};
        plain = judged_handler_new(&o);
        FUZZ_CHECK(plain != NULL, "judged_handler_new failed");
    }
    check_request(db, data, size, 1);
    return 0;
}
