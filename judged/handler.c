/*
 * handler.c: one Request in, one Reply out. The game of a Legal,
 * LegalActions or State request is either a history, rebuilt from the
 * longest cached prefix (cache.h) or from its seed, checking every action,
 * or a position (binary or JSON, replay/position_json.h), decoded and
 * checked by the engine and never cached; Verify runs the replay loop of
 * altered-replay (replay/game.h) and captures its report; Info describes
 * this build.
 *
 * Everything a call unpacks or builds lives in an arena that the next call
 * resets, so a request costs no malloc per message and nothing can leak
 * between calls; only the packed reply is the caller's.
 */
#include "handler.h"
#include "wire_varint.h"
#include "sha256.h"
#include "arena.h"
#include "memory.h"

#include "recorded.h"
#include "bundled_cards.h"
#include "game.h"
#include "logging.h"
#include "position_json.h"
#include "replay.h"
#include "utf8.h"
#include "verdict.h"
#include "wire_size.h"
#include "wire_strings.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <xxhash.h>

/* ---------------------------------------------------------------- context */

enum {
    /* What the arena keeps between requests; a request that took more
     * gives the rest back as soon as it is answered. */
    ARENA_KEEP = 4 << 20
};

struct judged_handler_ctx {
    const alt_cards *db;
    alt_cards *owned_db;
    judged_cache *cache;
    size_t max_actions, max_request_bytes, max_unpacked_bytes;
    char *worker;
    replay_arena mem;             /* what a call unpacks or builds; reset by the next */
    alt_action *actions;          /* the game so far, as engine actions */
    size_t actions_cap;
    uint8_t *abytes;              /* the full path's actions, encoded as the cache keys them */
    size_t abytes_cap;
    uint8_t *hbuf;                /* the packed header */
    size_t hbuf_cap;
    alt_game *work;               /* alt_game_size() bytes */
    alt_action *answers;
    size_t answers_cap;
    uint32_t cards, supported;
    int signs;                    /* Verify replies carry a signed verdict */
    replay_sign_key sign_key;
};

static replay_sign_key default_sign_key;
static int default_signs;

void judged_handler_set_sign_key(const replay_sign_key *key)
{
    default_signs = key != NULL;
    if (key)
        default_sign_key = *key;
    else
        replay_sign_key_wipe(&default_sign_key);
}

judged_handler_ctx *judged_handler_new(const judged_handler_opts *opts)
{
    judged_handler_opts none = {0};
    if (!opts)
        opts = &none;
    judged_handler_ctx *h = calloc(1, sizeof *h);
    if (!h)
        return NULL;
    h->db = opts->db;
    if (!h->db) {
        if (alt_cards_bundled(&h->owned_db) != ALT_OK) {
            free(h);
            return NULL;
        }
        h->db = h->owned_db;
    }
    h->cache = opts->cache;
    h->max_actions = opts->max_actions ? opts->max_actions : JUDGED_MAX_ACTIONS;
    h->max_request_bytes = opts->max_request_bytes ? opts->max_request_bytes : JUDGED_MAX_REQUEST_BYTES;
    h->max_unpacked_bytes = h->max_request_bytes > SIZE_MAX / JUDGED_UNPACKED_PER_BYTE
                                ? SIZE_MAX
                                : h->max_request_bytes * JUDGED_UNPACKED_PER_BYTE;
    if (opts->sign_key || default_signs) {
        h->signs = 1;
        h->sign_key = opts->sign_key ? *opts->sign_key : default_sign_key;
    }
    char name[64];
    if (!opts->worker)
        snprintf(name, sizeof name, "%ld/0", (long)getpid());
    h->worker = strdup(opts->worker ? opts->worker : name);
    replay_arena_init(&h->mem, ARENA_KEEP);   /* a huge request does not pin its memory */
    h->work = malloc(alt_game_size());
    h->answers_cap = 64;
    h->answers = malloc(h->answers_cap * sizeof *h->answers);
    size_t n = alt_cards_count(h->db);
    h->cards = (uint32_t)n;
    for (size_t i = 0; i < n; i++)
        h->supported += alt_cards_get(h->db, (uint16_t)i)->supported != 0;
    if (!h->worker || !h->work || !h->answers) {
        judged_handler_destroy(&h);
        return NULL;
    }
    return h;
}

void judged_handler_destroy(judged_handler_ctx **hp)
{
    if (!hp || !*hp)
        return;
    judged_handler_ctx *h = *hp;
    replay_arena_destroy(&h->mem);
    replay_sign_key_wipe(&h->sign_key);
    alt_cards_destroy(&h->owned_db);
    free(h->worker);
    free(h->actions);
    free(h->abytes);
    free(h->hbuf);
    free(h->work);
    free(h->answers);
    free(h);
    *hp = NULL;
}

/* ---------------------------------------------------------------- helpers */

/* Whether s[0..n) is UTF-8: at once when it is ASCII, as nearly every
 * string a reply carries is (a rule, a description of a card in play),
 * and by replay_utf8_valid, one character at a time, otherwise. */
static int utf8_valid(const char *s, size_t n)
{
    unsigned char high = 0;
    for (size_t i = 0; i < n; i++)
        high |= (unsigned char)s[i];
    return high < 0x80 || replay_utf8_valid(s, n, NULL);
}

/* Every string a reply carries passes through here or arena_printf, and
 * comes out valid UTF-8: a message may quote input cut short in the
 * middle of a character (%.64s), and strict protobuf decoders in other
 * languages refuse a reply with a string that is not UTF-8. */
static char *arena_strdup(judged_handler_ctx *h, const char *s)
{
    size_t n = strlen(s);
    if (utf8_valid(s, n)) {
        char *p = replay_arena_alloc(&h->mem, n + 1);
        if (p)
            memcpy(p, s, n + 1);
        return p ? p : (char *)"";
    }
    size_t cap = 3 * n + 1;   /* each byte at worst one U+FFFD */
    char *p = replay_arena_alloc(&h->mem, cap);
    if (!p)
        return (char *)"";
    replay_utf8_repair(s, p, cap);
    return p;
}

static char *arena_printf(judged_handler_ctx *h, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

static char *arena_printf(judged_handler_ctx *h, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n < 0)
        return (char *)"";
    char *p = replay_arena_alloc(&h->mem, (size_t)n + 1);
    if (!p)
        return (char *)"";
    va_start(ap, fmt);
    vsnprintf(p, (size_t)n + 1, fmt, ap);
    va_end(ap);
    return utf8_valid(p, (size_t)n) ? p : arena_strdup(h, p);
}

void judged_rule_of(const char *reason, char *out, size_t cap)
{
    if (!out || cap == 0)
        return;
    out[0] = '\0';
    /* A 4.0 ruleset names the edition it cites (CR 4.0 7.3.26: ...): kept. */
    size_t n = reason && strncmp(reason, "CR 4.0 ", 7) == 0 ? 7 : 0;
    if (!reason || reason[n] < '0' || reason[n] > '9')
        return;
    while (reason[n] && reason[n] != ':') {
        char c = reason[n];
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || c == '.'))
            return;
        n++;
    }
    if (reason[n] != ':' || n >= cap)
        return;
    memcpy(out, reason, n);
    out[n] = '\0';
}

/* The first rule number that starts one of the ": "-separated parts of a
 * message ("illegal action: 4.2.3.b: ..."). */
static void rule_in_message(const char *msg, char *out, size_t cap)
{
    out[0] = '\0';
    for (const char *p = msg; p && *p && !out[0];) {
        judged_rule_of(p, out, cap);
        p = strstr(p, ": ");
        if (p)
            p += 2;
    }
}

static char *describe_action(judged_handler_ctx *h, const alt_game *g, const alt_action *a)
{
    char small[256];
    size_t need = alt_action_describe(g, a, small, sizeof small);
    if (need < sizeof small)
        return arena_strdup(h, small);
    char *p = replay_arena_alloc(&h->mem, need + 1);
    if (!p)
        return (char *)"";
    alt_action_describe(g, a, p, need + 1);
    return p;
}

/* All legal answers of a state into h->answers; returns their count. */
static size_t list_answers(judged_handler_ctx *h, const alt_game *g)
{
    size_t n = alt_game_list(g, h->answers, h->answers_cap);
    if (n > h->answers_cap) {
        alt_action *na = realloc(h->answers, n * sizeof *na);
        if (!na)
            return h->answers_cap;
        h->answers = na;
        h->answers_cap = n;
        n = alt_game_list(g, h->answers, h->answers_cap);
    }
    return n < h->answers_cap ? n : h->answers_cap;
}

static Altered__Decision *make_decision(judged_handler_ctx *h, const alt_game *g)
{
    Altered__Decision *d = replay_arena_alloc(&h->mem, sizeof *d);
    if (!d)
        return NULL;
    altered__decision__init(d);
    alt_decision dec = alt_game_decision(g);
    d->kind = (uint32_t)dec.kind;
    d->player = dec.player;
    d->day = dec.day;
    d->phase = (char *)alt_phase_name(dec.phase);
    if (dec.kind == ALT_DEC_NONE) {
        int w = alt_game_winner(g);
        alt_outcome o = alt_game_outcome(g);
        if (w >= 0)
            d->description = arena_printf(h, "the game is over: P%d won by %s on Day %u", w, alt_outcome_rule(o),
                                          dec.day);
        else
            d->description = arena_printf(h, "the game is over without a winner (%s) on Day %u",
                                          o == ALT_OUTCOME_DAY_LIMIT      ? "the engine's Day limit"
                                          : o == ALT_OUTCOME_ENGINE_LIMIT ? "a full table of the engine"
                                                                          : "no outcome",
                                          dec.day);
    } else {
        d->description = arena_printf(h, "P%u decides: %s (Day %u, %s)", dec.player, alt_decision_name(dec.kind),
                                      dec.day, alt_phase_name(dec.phase));
    }
    return d;
}

/* ------------------------------------------------------------------ reply */

static Altered__Reply *new_reply(judged_handler_ctx *h, uint64_t id)
{
    Altered__Reply *r = replay_arena_alloc(&h->mem, sizeof *r);
    if (r) {
        altered__reply__init(r);
        r->id = id;
    }
    return r;
}

static void set_error(judged_handler_ctx *h, Altered__Reply *r, Altered__ErrorCode code, uint32_t step,
                      const char *rule, const char *msg)
{
    Altered__Error *e = replay_arena_alloc(&h->mem, sizeof *e);
    if (!e) {
        r->kind_case = ALTERED__REPLY__KIND__NOT_SET;
        return;
    }
    altered__error__init(e);
    e->code = code;
    e->step = step;
    e->rule = arena_strdup(h, rule ? rule : "");
    e->message = arena_strdup(h, msg ? msg : "");
    r->kind_case = ALTERED__REPLY__KIND_ERROR;
    r->error = e;
}

static int pack_reply(const Altered__Reply *r, uint8_t **out, size_t *out_len)
{
    size_t n = altered__reply__get_packed_size(r);
    uint8_t *buf = malloc(n ? n : 1);
    if (!buf)
        return -1;
    altered__reply__pack(r, buf);
    *out = buf;
    *out_len = n;
    return 0;
}

/* An Error reply packed without the arena: the answer when the arena itself
 * has run out of memory, and for the server's own refusals. */
static int pack_bare_error(uint64_t id, Altered__ErrorCode code, const char *msg, uint8_t **out, size_t *out_len)
{
    Altered__Error e = ALTERED__ERROR__INIT;
    e.code = code;
    e.message = (char *)msg;
    Altered__Reply r = ALTERED__REPLY__INIT;
    r.id = id;
    r.kind_case = ALTERED__REPLY__KIND_ERROR;
    r.error = &e;
    return pack_reply(&r, out, out_len);
}

int judged_error_reply(uint64_t id, int code, const char *msg, uint8_t **reply, size_t *reply_len)
{
    if (!reply || !reply_len)
        return -1;
    *reply = NULL;
    *reply_len = 0;
    return pack_bare_error(id, (Altered__ErrorCode)code, msg ? msg : "", reply, reply_len);
}

/* ----------------------------------------------------------- game so far */

/* Whether the header names a version this build does not have (an
 * unsupported request rather than a malformed one). */
static int foreign_versions(const judged_handler_ctx *h, const Altered__Header *hd)
{
    const Altered__Versions *v = hd->versions;
    if (hd->format_version != REPLAY_LOG_FORMAT_VERSION)
        return 1;
    if (!v)
        return 0;
    /* An encoding this build does not have is another build's; one it has,
     * named where no build writes it (encoding 4 in a recorded header, a
     * recorded log of a revision-1 ruleset), is malformed, as verify says. */
    int encoding_known = v->hash_encoding >= alt_hash_version(ALT_RULESET_SEEDS_1) && v->hash_encoding <= ALT_HASH_VERSION;
    Altered__GameLog log = ALTERED__GAME_LOG__INIT;
    log.header = (Altered__Header *)hd;
    const alt_cards *db = replay_log_cards(h->db, &log);   /* a database this build bundles, by the version named */
    return strcmp(v->rng, ALT_RNG_VERSION) != 0 || !encoding_known ||
           strcmp(v->card_db, alt_cards_version(db)) != 0 || v->card_db_digest != alt_cards_digest(db);
}

/* A fresh game from the header into h->work; 0, or an error set in r. */
static int setup_game(judged_handler_ctx *h, Altered__Header *hd, Altered__Reply *r)
{
    Altered__GameLog log = ALTERED__GAME_LOG__INIT;
    log.header = hd;
    alt_setup setup;
    char msg[512];
    const alt_cards *db = replay_log_cards(h->db, &log);   /* the card database the header names */
    int rc = replay_log_setup(db, &log, &setup, msg, sizeof msg);
    if (rc != REPLAY_EXIT_OK) {
        int unsupported = rc == REPLAY_EXIT_UNSUPPORTED || foreign_versions(h, hd);
        set_error(h, r, unsupported ? ALTERED__ERROR_CODE__ERROR_UNSUPPORTED : ALTERED__ERROR_CODE__ERROR_MALFORMED, 0,
                  NULL, msg);
        return -1;
    }
    alt_game *g = NULL;
    char why[256] = "";
    alt_err err = alt_game_new(db, &setup, &g, why, sizeof why);
    if (err != ALT_OK) {
        char full[512], rule[24];
        snprintf(full, sizeof full, "%s: %s", alt_strerror(err), why);
        switch (err) {
        case ALT_E_UNSUPPORTED_CARD:
        case ALT_E_UNKNOWN_CARD:
        case ALT_E_RULESET: set_error(h, r, ALTERED__ERROR_CODE__ERROR_UNSUPPORTED, 0, NULL, full); break;
        case ALT_E_DECK_INVALID:
            rule_in_message(why, rule, sizeof rule);
            set_error(h, r, ALTERED__ERROR_CODE__ERROR_ILLEGAL_HISTORY, 0, rule, full);
            break;
        case ALT_E_NOMEM: set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, full); break;
        default: set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, 0, NULL, full); break;
        }
        return -1;
    }
    /* A recorded game's setup: the header's outcomes, when it gives them;
     * otherwise the actions answer chance's decisions (player 2) in turn. */
    if (hd->n_setup_chance > 0) {
        rc = replay_chance_feed(g, hd->setup_chance, hd->n_setup_chance, msg, sizeof msg);
        if (rc == REPLAY_EXIT_MALFORMED && alt_game_decision(g).kind == ALT_DEC_CHANCE)
            rc = REPLAY_EXIT_OK;     /* fewer than the setup takes: the actions give the rest */
        if (rc != REPLAY_EXIT_OK) {
            char full[600], rule[24];
            snprintf(full, sizeof full, "the setup: %s", msg);
            judged_rule_of(msg, rule, sizeof rule);
            set_error(h, r, rc == REPLAY_EXIT_ILLEGAL ? ALTERED__ERROR_CODE__ERROR_ILLEGAL_HISTORY
                                                      : ALTERED__ERROR_CODE__ERROR_MALFORMED,
                      0, rc == REPLAY_EXIT_ILLEGAL ? rule : NULL, full);
            alt_game_destroy(&g);
            return -1;
        }
    }
    alt_game_copy(h->work, g);
    alt_game_destroy(&g);
    return 0;
}

static size_t put_varint(uint8_t *p, uint32_t v)
{
    size_t n = 0;
    while (v >= 0x80) {
        p[n++] = (uint8_t)(v | 0x80);
        v >>= 7;
    }
    p[n++] = (uint8_t)v;
    return n;
}

enum { ACTION_BYTES_MAX = 2 + 4 * 3 + 4 };   /* tag, length; four fields of 255 at most; choice */

/* One action as GameSoFar field 2 the way canonical encoders (protobuf-c
 * among them) write it: the fields in order, zeros left out. These are
 * the bytes the fast path hashes as they came, so that both paths name a
 * game alike in the cache. Returns the length. */
static size_t put_action(uint8_t *p, const alt_action *a)
{
    const uint32_t v[5] = {a->kind, a->player, a->object, a->expedition, a->choice};
    size_t n = 2;
    for (unsigned i = 0; i < 5; i++)
        if (v[i]) {
            p[n++] = (uint8_t)((i + 1) << 3);
            n += put_varint(p + n, v[i]);
        }
    p[0] = 0x12;
    p[1] = (uint8_t)(n - 2);
    return n;
}

/* h->actions[0..n) as the cache names them, into h->abytes; their length,
 * or -1 out of memory. */
static long encode_actions(judged_handler_ctx *h, size_t n)
{
    size_t need = n * ACTION_BYTES_MAX;
    if (need > h->abytes_cap) {
        uint8_t *nb = realloc(h->abytes, need);
        if (!nb)
            return -1;
        h->abytes = nb;
        h->abytes_cap = need;
    }
    size_t at = 0;
    for (size_t i = 0; i < n; i++)
        at += put_action(h->abytes + at, &h->actions[i]);
    return (long)at;
}

/* Rebuilds the game so far into h->work; returns the number of actions, or
 * -1 with an error set in r. */
static long load_game(judged_handler_ctx *h, const Altered__GameSoFar *gsf, Altered__Reply *r)
{
    if (!gsf || !gsf->header) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, 0, NULL,
                  gsf ? "the game so far has no header" : "the request holds neither a game nor a position");
        return -1;
    }
    size_t n = gsf->n_actions;
    if (n > h->max_actions) {
        char msg[128];
        snprintf(msg, sizeof msg, "the game holds %zu actions; this daemon accepts at most %zu", n, h->max_actions);
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_TOO_LONG, 0, NULL, msg);
        return -1;
    }
    if (n > h->actions_cap) {
        size_t cap = h->actions_cap ? h->actions_cap : 256;
        while (cap < n)
            cap *= 2;
        alt_action *na = realloc(h->actions, cap * sizeof *na);
        if (!na) {
            set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory");
            return -1;
        }
        h->actions = na;
        h->actions_cap = cap;
    }
    for (size_t i = 0; i < n; i++)
        if (replay_action_from_log(gsf->actions[i], &h->actions[i]) != 0) {
            char msg[128];
            snprintf(msg, sizeof msg, "action %zu has a field out of range", i + 1);
            set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, (uint32_t)(i + 1), NULL, msg);
            return -1;
        }

    /* The header's key: XXH3-64 of its packed bytes. */
    size_t hl = altered__header__get_packed_size(gsf->header);
    if (hl > h->hbuf_cap) {
        uint8_t *nb = realloc(h->hbuf, hl);
        if (!nb) {
            set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory");
            return -1;
        }
        h->hbuf = nb;
        h->hbuf_cap = hl;
    }
    altered__header__pack(gsf->header, h->hbuf);
    uint64_t key = XXH3_64bits(h->hbuf, hl);
    long alen = h->cache ? encode_actions(h, n) : 0;
    if (alen < 0) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory");
        return -1;
    }
    judged_cache_game cg = {key, h->abytes, (size_t)alen};

    long k = h->cache ? judged_cache_find(h->cache, &cg, h->work, NULL) : -1;
    if (judged_log_enabled(JUDGED_LOG_DEBUG))
        judged_log(JUDGED_LOG_DEBUG, "game %016" PRIx64 " with %zu actions: %s%ld", key, n,
                   k < 0 ? "cache miss" : (size_t)k == n ? "cache hit at " : "cached prefix of ", k);
    long found = k;
    /* A game with Unique records is never cached: its state points at a
     * card database made for it, which this worker keeps only for a while
     * (replay/uniques.h), and a cached copy could outlive it. */
    int cacheable = 1;
    if (k < 0) {
        if (setup_game(h, gsf->header, r) != 0)
            return -1;
        k = 0;
        cacheable = alt_cards_unique_count(alt_game_cards(h->work)) == 0;
        if (h->cache && cacheable && n > 0)
            judged_cache_put(h->cache, &cg, 0, 0, h->work);
    }
    for (size_t i = (size_t)k; i < n; i++) {
        const char *reason = NULL;
        alt_err err = alt_game_apply(h->work, &h->actions[i], &reason);
        if (err != ALT_OK) {
            char rule[24], msg[768];
            if (!reason)
                reason = "";
            judged_rule_of(reason, rule, sizeof rule);
            char *what = describe_action(h, h->work, &h->actions[i]);
            snprintf(msg, sizeof msg, "step %zu (%s) is illegal: %s: %s", i + 1, what, alt_strerror(err), reason);
            set_error(h, r, ALTERED__ERROR_CODE__ERROR_ILLEGAL_HISTORY, (uint32_t)(i + 1), rule, msg);
            return -1;
        }
    }
    if (h->cache && cacheable && (size_t)k != n)
        judged_cache_put(h->cache, &cg, n, cg.len, h->work);
    else if (h->cache && cacheable && found < 0)
        judged_cache_put(h->cache, &cg, 0, 0, h->work);
    return (long)n;
}

/* A position into h->work; 0, or -1 with an error set in r whose message
 * is the engine's (or the JSON reader's), naming the field and why.
 *
 * Positions are not cached. The cache spares replaying a history, which
 * costs every step since the seed and, for a client following a live game,
 * grows with each request; a position costs one decode and check, bounded
 * whatever the game's length, and the next request about the same game
 * sends another position, so an entry keyed by a position's bytes would
 * seldom be hit and would evict states that spare whole replays. */
static int load_position(judged_handler_ctx *h, const ProtobufCBinaryData *pos, Altered__Reply *r)
{
    /* The two forms as replay_position_load tells them apart. A binary
     * position longer than ALT_POS_ENCODED_MAX is refused by the decoder,
     * with its field ("length"); a JSON document is bounded here, before
     * it is parsed. */
    int binary = pos->len >= 4 && memcmp(pos->data, "ALTP", 4) == 0;
    if (!binary && pos->len > JUDGED_MAX_POSITION_JSON_BYTES) {
        char msg[160];
        snprintf(msg, sizeof msg, "position (JSON): %zu bytes; this daemon accepts JSON positions of at most %d",
                 pos->len, JUDGED_MAX_POSITION_JSON_BYTES);
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_TOO_LONG, 0, NULL, msg);
        return -1;
    }
    alt_game *g = NULL;
    char why[512] = "";
    alt_err err = replay_position_load(h->db, pos->data, pos->len, &g, why, sizeof why);
    if (err != ALT_OK || !g) {
        if (err == ALT_OK)
            err = ALT_E_NOMEM;
        char msg[600];
        snprintf(msg, sizeof msg, "position (%s): %s", binary ? "binary" : "JSON", why[0] ? why : alt_strerror(err));
        Altered__ErrorCode code;
        switch (err) {
        case ALT_E_VERSION:            /* another card database or format version */
        case ALT_E_UNKNOWN_CARD:
        case ALT_E_UNSUPPORTED_CARD:
        case ALT_E_RULESET: code = ALTERED__ERROR_CODE__ERROR_UNSUPPORTED; break;
        case ALT_E_NOMEM: code = ALTERED__ERROR_CODE__ERROR_INTERNAL; break;
        default: code = ALTERED__ERROR_CODE__ERROR_MALFORMED; break;
        }
        set_error(h, r, code, 0, NULL, msg);
        return -1;
    }
    alt_game_copy(h->work, g);
    alt_game_destroy(&g);
    return 0;
}

/* The game a Legal, LegalActions or State request asks about into h->work:
 * its history or its position, exactly one of the two; 0, or -1 with an
 * error set in r. An empty position is none (proto3 cannot tell it from an
 * absent one). */
static int load_request_game(judged_handler_ctx *h, const Altered__GameSoFar *gsf, const ProtobufCBinaryData *pos,
                             Altered__Reply *r)
{
    if (pos->len == 0)
        return load_game(h, gsf, r) >= 0 ? 0 : -1;
    if (gsf) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, 0, NULL,
                  "the request holds both a game and a position: give one");
        return -1;
    }
    return load_position(h, pos, r);
}

/* --------------------------------------------------------------- requests */

/* The answers, from the game so far in h->work. */
static void answer_legal(judged_handler_ctx *h, const alt_action *cand, Altered__Reply *r)
{
    Altered__LegalReply *lr = replay_arena_alloc(&h->mem, sizeof *lr);
    if (!lr) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory");
        return;
    }
    altered__legal_reply__init(lr);
    lr->action = describe_action(h, h->work, cand);
    /* Applied to h->work itself: the request is done with it (the cache
     * has its copy already), and the next request loads it afresh. */
    const char *reason = NULL;
    alt_err err = alt_game_apply(h->work, cand, &reason);
    if (err == ALT_OK) {
        lr->legal = 1;
        lr->hash_after = alt_game_hash(h->work);
    } else {
        char rule[24];
        if (!reason)
            reason = alt_strerror(err);
        judged_rule_of(reason, rule, sizeof rule);
        lr->legal = 0;
        lr->reason = arena_strdup(h, reason);
        lr->rule = arena_strdup(h, rule);
    }
    r->kind_case = ALTERED__REPLY__KIND_LEGAL;
    r->legal = lr;
}

static void answer_legal_actions(judged_handler_ctx *h, Altered__Reply *r)
{
    Altered__LegalActionsReply *lr = replay_arena_alloc(&h->mem, sizeof *lr);
    size_t n = list_answers(h, h->work);
    Altered__Action *acts = replay_arena_alloc(&h->mem, (n ? n : 1) * sizeof *acts);
    Altered__Action **ptrs = replay_arena_alloc(&h->mem, (n ? n : 1) * sizeof *ptrs);
    char **descs = replay_arena_alloc(&h->mem, (n ? n : 1) * sizeof *descs);
    Altered__Decision *d = make_decision(h, h->work);
    if (!lr || !acts || !ptrs || !descs || !d) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory");
        return;
    }
    altered__legal_actions_reply__init(lr);
    for (size_t i = 0; i < n; i++) {
        replay_action_to_log(&h->answers[i], &acts[i]);
        ptrs[i] = &acts[i];
        descs[i] = describe_action(h, h->work, &h->answers[i]);
    }
    lr->decision = d;
    lr->n_actions = n;
    lr->actions = ptrs;
    lr->n_descriptions = n;
    lr->descriptions = descs;
    lr->hash = alt_game_hash(h->work);
    r->kind_case = ALTERED__REPLY__KIND_LEGAL_ACTIONS;
    r->legal_actions = lr;
}

static void answer_state(judged_handler_ctx *h, Altered__Reply *r)
{
    Altered__StateReply *sr = replay_arena_alloc(&h->mem, sizeof *sr);
    uint8_t *enc = replay_arena_alloc(&h->mem, ALT_ENCODE_MAX);
    uint8_t *pos = replay_arena_alloc(&h->mem, ALT_POS_ENCODED_MAX);
    Altered__Decision *d = make_decision(h, h->work);
    /* altered-replay state's words (replay_describe_game): the ruleset as
     * the log names it, each region by its terrains; a little longer than
     * the engine's text, which it rewrites. */
    size_t cap = alt_game_describe(h->work, NULL, 0) + 4096;
    char *text = replay_arena_alloc(&h->mem, cap);
    size_t need = text ? replay_describe_game(h->work, text, cap) : 0;
    if (text && need >= cap && (text = replay_arena_alloc(&h->mem, need + 1)) != NULL)
        replay_describe_game(h->work, text, need + 1);
    /* The JSON text is malloc'd by the JSON writer; it moves into the arena
     * so that every part of the reply goes when the next call resets it. */
    char *json = replay_position_to_json(h->work);
    size_t json_len = json ? strlen(json) : 0;
    char *json_copy = json ? replay_arena_alloc(&h->mem, json_len + 1) : NULL;
    if (json_copy)
        memcpy(json_copy, json, json_len + 1);
    free(json);
    if (!sr || !enc || !pos || !d || !text || !json_copy) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory");
        return;
    }
    altered__state_reply__init(sr);
    sr->hash = alt_game_hash(h->work);
    sr->decision = d;
    sr->description = text;
    sr->encoding.data = enc;
    sr->encoding.len = alt_game_encode(h->work, enc, ALT_ENCODE_MAX);
    sr->winner = alt_game_winner(h->work);
    sr->position.data = pos;
    sr->position.len = alt_position_encode(h->work, pos, ALT_POS_ENCODED_MAX);
    sr->position_json = json_copy;
    r->kind_case = ALTERED__REPLY__KIND_STATE;
    r->state = sr;
}

static void do_legal(judged_handler_ctx *h, const Altered__LegalRequest *q, Altered__Reply *r)
{
    if (!q) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, 0, NULL, "empty legal request");
        return;
    }
    alt_action cand;
    if (!q->candidate || replay_action_from_log(q->candidate, &cand) != 0) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, 0, NULL,
                  q->candidate ? "the candidate has a field out of range" : "the request holds no candidate");
        return;
    }
    if (load_request_game(h, q->game, &q->position, r) == 0)
        answer_legal(h, &cand, r);
}

static void do_legal_actions(judged_handler_ctx *h, const Altered__LegalActionsRequest *q, Altered__Reply *r)
{
    if (!q) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, 0, NULL, "empty legal-actions request");
        return;
    }
    if (load_request_game(h, q->game, &q->position, r) == 0)
        answer_legal_actions(h, r);
}

static void do_state(judged_handler_ctx *h, const Altered__StateRequest *q, Altered__Reply *r)
{
    if (!q) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, 0, NULL, "empty state request");
        return;
    }
    if (load_request_game(h, q->game, &q->position, r) == 0)
        answer_state(h, r);
}

static int wire_field(const uint8_t **p, const uint8_t *end, unsigned *field, unsigned *type, uint64_t *value,
                      const uint8_t **data);

/* The bytes of the Verify request's log as they came (Request field 4,
 * VerifyRequest field 1): what a signed verdict's digest covers, so that
 * it matches the game's bytes in the file the client read. NULL when the
 * log is not one field on the wire (protobuf merges repeated ones). */
static const uint8_t *verify_log_bytes(const uint8_t *req, size_t len, size_t *out_len)
{
    const uint8_t *p = req, *end = req + len, *found = NULL;
    size_t found_len = 0;
    int n = 0;
    while (p < end) {
        unsigned field, type;
        uint64_t v;
        const uint8_t *data = NULL;
        if (wire_field(&p, end, &field, &type, &v, &data) != 0)
            return NULL;
        if (field != ALTERED__REQUEST__KIND_VERIFY || type != 2)
            continue;
        const uint8_t *q = data, *qend = data + v;
        while (q < qend) {
            unsigned f2, t2;
            uint64_t v2;
            const uint8_t *d2 = NULL;
            if (wire_field(&q, qend, &f2, &t2, &v2, &d2) != 0)
                return NULL;
            if (f2 == 1 && t2 == 2) {
                found = d2;
                found_len = (size_t)v2;
                n++;
            }
        }
    }
    if (n != 1)
        return NULL;
    *out_len = found_len;
    return found;
}

/* The signed verdict of one game, into the reply (docs/verdict.md). */
static int sign_verify(judged_handler_ctx *h, const Altered__VerifyRequest *q, const uint8_t *req, size_t len,
                       const replay_result *res, Altered__VerifyReply *vr)
{
    size_t log_len = 0;
    const uint8_t *log_bytes = verify_log_bytes(req, len, &log_len);
    uint8_t *repacked = NULL;
    if (!log_bytes) {
        /* Split on the wire: protobuf-c's packing of the merged log. */
        log_len = altered__game_log__get_packed_size(q->log);
        repacked = malloc(log_len ? log_len : 1);
        if (!repacked)
            return -1;
        altered__game_log__pack(q->log, repacked);
        log_bytes = repacked;
    }
    const char *name = q->name && q->name[0] ? q->name : "-";
    replay_verdict *v = replay_verdict_new(ALTERED__VERDICT_SCOPE__VERDICT_SCOPE_GAME, "altered-judged", name, h->db);
    int rc = -1;
    if (v && replay_verdict_add_game(v, q->index ? q->index : 1, log_bytes, log_len, q->log, res) == 0) {
        uint8_t sha[32];
        replay_sha256_of(sha, log_bytes, log_len);
        replay_verdict_finish(v, sha, log_len, res->code, NULL);
        uint8_t *sv = NULL;
        size_t sv_len = 0;
        if (replay_verdict_sign(v, &h->sign_key, (uint64_t)time(NULL), &sv, &sv_len) == 0) {
            uint8_t *copy = replay_arena_alloc(&h->mem, sv_len);
            if (copy) {
                memcpy(copy, sv, sv_len);
                vr->signed_verdict.data = copy;
                vr->signed_verdict.len = sv_len;
                rc = 0;
            }
            free(sv);
        }
    }
    replay_verdict_destroy(&v);
    free(repacked);
    return rc;
}

/* The failing step's recorded position into the reply, so that a client
 * writes verify --json's differs from the reply alone. -1: out of memory. */
static int verify_position(judged_handler_ctx *h, const replay_result *res, Altered__VerifyReply *vr)
{
    vr->positions_compared = (uint32_t)res->by_position;
    vr->position = (Altered__PositionCheck)res->position;
    vr->differs_total = (uint32_t)res->n_differs;
    vr->position_error = arena_strdup(h, res->position_error);
    size_t n = res->n_differs < REPLAY_DIFFS_MAX ? res->n_differs : REPLAY_DIFFS_MAX;
    if (res->position != REPLAY_POSITION_DIFFERS || n == 0)
        return vr->position_error ? 0 : -1;
    Altered__FieldDiff **list = replay_arena_alloc(&h->mem, n * sizeof *list);
    if (!list || !vr->position_error)
        return -1;
    for (size_t i = 0; i < n; i++) {
        const replay_diff_line *l = &res->differs[i];
        Altered__FieldDiff *d = replay_arena_alloc(&h->mem, sizeof *d);
        if (!d)
            return -1;
        altered__field_diff__init(d);
        d->path = arena_strdup(h, l->path);
        d->ours = arena_strdup(h, l->ours);
        d->theirs = arena_strdup(h, l->theirs);
        d->elements = l->elements != 0;
        if (!d->path || !d->ours || !d->theirs)
            return -1;
        list[i] = d;
    }
    vr->differs = list;
    vr->n_differs = n;
    return 0;
}

/* bad_strings: where the log's strings fail the wire check, or NULL: such
 * a log is malformed, a verdict rather than an error, as verify says. */
static void do_verify(judged_handler_ctx *h, const Altered__VerifyRequest *q, const uint8_t *req, size_t len,
                      const char *bad_strings, Altered__Reply *r)
{
    if (!q || !q->log) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, 0, NULL, "the request holds no game log");
        return;
    }
    const Altered__GameLog *log = q->log;
    if (log->n_steps > h->max_actions) {
        char msg[128];
        snprintf(msg, sizeof msg, "the game holds %zu steps; this daemon accepts at most %zu", log->n_steps,
                 h->max_actions);
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_TOO_LONG, 0, NULL, msg);
        return;
    }
    replay_result res;
    if (bad_strings) {
        memset(&res, 0, sizeof res);
        res.code = REPLAY_EXIT_MALFORMED;
        res.winner = -1;
        snprintf(res.msg, sizeof res.msg, "%s", bad_strings);
    } else {
        replay_game(h->db, log, 1, NULL, NULL, &res, NULL);
        replay_judge_finished(h->db, log, &res);
    }
    char *report = NULL;
    size_t report_len = 0;
    FILE *f = open_memstream(&report, &report_len);
    if (!f) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory");
        return;
    }
    const char *name = q->name && q->name[0] ? q->name : "-";
    replay_print_result(f, h->db, bad_strings ? NULL : log, name, q->index ? q->index : 1, &res, 0);
    fclose(f);
    Altered__VerifyReply *vr = replay_arena_alloc(&h->mem, sizeof *vr);
    if (!vr || !report) {
        free(report);
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory");
        return;
    }
    altered__verify_reply__init(vr);
    vr->verdict = (uint32_t)res.code;
    vr->verdict_name = (char *)replay_verdict_name(res.code);
    vr->steps = (uint32_t)res.steps;
    vr->hashes_absent = (uint32_t)res.unhashed;
    vr->days = res.days;
    vr->winner = res.winner;
    char rule[24] = "";
    if (res.code == REPLAY_EXIT_OK)
        snprintf(rule, sizeof rule, "%s",
                 res.winner >= 0 || res.outcome == ALT_OUTCOME_DAY_LIMIT || res.outcome == ALT_OUTCOME_ENGINE_LIMIT
                     ? alt_outcome_rule(res.outcome)
                                                                         : "unfinished");
    else if (res.code == REPLAY_EXIT_ILLEGAL)
        rule_in_message(res.msg, rule, sizeof rule);
    vr->rule = arena_strdup(h, rule);
    vr->fail_step = (uint32_t)res.fail_step;
    vr->reason = arena_strdup(h, res.code == REPLAY_EXIT_OK ? "" : res.msg);
    vr->expected = res.expected;
    vr->actual = res.actual;
    vr->report = arena_strdup(h, report);
    free(report);
    if (verify_position(h, &res, vr) != 0) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory");
        return;
    }
    if (h->signs && sign_verify(h, q, req, len, &res, vr) != 0) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory for the signed verdict");
        return;
    }
    r->kind_case = ALTERED__REPLY__KIND_VERIFY;
    r->verify = vr;
}

static void do_info(judged_handler_ctx *h, Altered__Reply *r)
{
    Altered__InfoReply *ir = replay_arena_alloc(&h->mem, sizeof *ir);
    char **rulesets = replay_arena_alloc(&h->mem, ALT_RULESET__COUNT * sizeof *rulesets);
    if (!ir || !rulesets) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_INTERNAL, 0, NULL, "out of memory");
        return;
    }
    altered__info_reply__init(ir);
    ir->engine = (char *)ALT_ENGINE_VERSION;
    for (int i = 0; i < ALT_RULESET__COUNT; i++)
        rulesets[i] = (char *)alt_ruleset_version((alt_ruleset)i);
    ir->n_rulesets = ALT_RULESET__COUNT;
    ir->rulesets = rulesets;
    ir->rng = (char *)ALT_RNG_VERSION;
    ir->card_db = (char *)alt_cards_version(h->db);
    ir->card_db_digest = alt_cards_digest(h->db);
    ir->hash_encoding = ALT_HASH_VERSION;
    ir->cards = h->cards;
    ir->supported_cards = h->supported;
    ir->worker = h->worker;
    ir->max_actions = (uint32_t)h->max_actions;
    if (h->cache) {
        judged_cache_stats st;
        judged_cache_get_stats(h->cache, &st);
        ir->cache_hits = st.hits;
        ir->cache_partial_hits = st.partial_hits;
        ir->cache_misses = st.misses;
        ir->cache_entries = st.entries;
        ir->cache_bytes = st.bytes;
    }
    r->kind_case = ALTERED__REPLY__KIND_INFO;
    r->info = ir;
}

/* -------------------------------------------------------------- fast path */

/* Most requests are the same few games asked about again and again, and
 * unpacking a game so far with protobuf-c costs more than answering it. So
 * a Legal, LegalActions or State request is first read straight from the
 * wire: the id, the header's bytes (their XXH3-64 is the cache key) and
 * the actions' bytes (the cache keys the actions by them, cache.h). When
 * the message holds only what a canonical encoder writes (the header
 * first, no unknown or repeated singular fields) and a prefix of the game
 * is cached, the reply is made from the cached state without protobuf-c,
 * decoding only the actions past the cached prefix and the candidate
 * (every value in range); the actions the entry covers are its own, byte
 * for byte, checked when it was made, and are not even counted. Anything else
 * takes the full path, which gives every error its proper reply; so does a
 * request carrying a position (field 3), which is never cached. Headers
 * and actions packed by protobuf-c are byte for byte what canonical
 * encoders send, so both paths find the same entries. */

typedef struct fast_request {
    uint64_t id;
    int kind;                    /* ALTERED__REQUEST__KIND_* */
    const uint8_t *header;
    size_t header_len;
    const uint8_t *actions;      /* the actions' fields, not decoded */
    size_t actions_len;
    int has_game, has_candidate;
    alt_action candidate;
} fast_request;


/* A field's tag and, for length-delimited fields, its bytes. */
static int wire_field(const uint8_t **p, const uint8_t *end, unsigned *field, unsigned *type, uint64_t *value,
                      const uint8_t **data)
{
    uint64_t tag;
    if (replay_wire_varint(p, end, &tag) != 0 || tag > 0xFFFFFFFFu)
        return -1;
    *field = (unsigned)(tag >> 3);
    *type = (unsigned)(tag & 7);
    if (*type == 0)
        return replay_wire_varint(p, end, value);
    if (*type != 2)
        return -1;
    if (replay_wire_varint(p, end, value) != 0 || *value > (uint64_t)(end - *p))
        return -1;
    *data = *p;
    *p += *value;
    return 0;
}

/* A varint, one byte inline (nearly every field of an Action). */
static inline int wire_small(const uint8_t **p, const uint8_t *end, uint64_t *v)
{
    if (*p < end && **p < 0x80) {
        *v = *(*p)++;
        return 0;
    }
    return replay_wire_varint(p, end, v);
}

/* An Action message into an engine action, with the range checks of
 * replay_action_from_log; -1 when it is not plain or out of range. */
static int wire_action(const uint8_t *p, const uint8_t *end, alt_action *out)
{
    uint64_t f[6] = {0};
    unsigned seen = 0;
    while (p < end) {
        uint64_t tag, v;
        if (wire_small(&p, end, &tag) != 0)
            return -1;
        unsigned field = (unsigned)(tag >> 3);
        if ((tag & 7) != 0 || tag > 0xFF || field < 1 || field > 5 || (seen & (1u << field)) ||
            wire_small(&p, end, &v) != 0 || v > (field == 5 ? 65535u : 255u))
            return -1;
        seen |= 1u << field;
        f[field] = v;
    }
    memset(out, 0, sizeof *out);
    out->kind = (uint8_t)f[1];
    out->player = (uint8_t)f[2];
    out->object = (uint8_t)f[3];
    out->expedition = (uint8_t)f[4];
    out->choice = (uint16_t)f[5];
    return 0;
}

/* The game so far: the header first, then (unread here) the actions. */
static int wire_game(const uint8_t *p, const uint8_t *end, fast_request *f)
{
    unsigned field, type;
    uint64_t v;
    const uint8_t *data = NULL;
    if (wire_field(&p, end, &field, &type, &v, &data) != 0 || field != 1 || type != 2)
        return -1;
    f->header = data;
    f->header_len = (size_t)v;
    f->actions = p;
    f->actions_len = (size_t)(end - p);
    return 0;
}

/* The next action of a game so far at *p, before end: decoded into *a,
 * *p moved past it; -1 when the bytes there are not a plain Action field
 * (GameSoFar field 2, as canonical encoders write it: under 128 bytes),
 * or one out of range. */
static int wire_next_action(const uint8_t **p, const uint8_t *end, alt_action *a)
{
    const uint8_t *q = *p;
    if (end - q < 2 || q[0] != 0x12 || q[1] >= 0x80 || (size_t)(end - q) - 2 < q[1])
        return -1;
    *p = q + 2 + q[1];
    return wire_action(q + 2, *p, a);
}

/* Reads a plain Legal, LegalActions or State request; 0, or -1 to take the
 * full path. */
static int wire_request(const uint8_t *p, size_t len, fast_request *f)
{
    memset(f, 0, sizeof *f);
    const uint8_t *end = p + len;
    const uint8_t *body = NULL;
    size_t body_len = 0;
    int seen_id = 0;
    while (p < end) {
        unsigned field, type;
        uint64_t v;
        const uint8_t *data = NULL;
        if (wire_field(&p, end, &field, &type, &v, &data) != 0)
            return -1;
        if (field == 1 && type == 0 && !seen_id) {
            f->id = v;
            seen_id = 1;
        } else if ((field == ALTERED__REQUEST__KIND_LEGAL || field == ALTERED__REQUEST__KIND_LEGAL_ACTIONS ||
                    field == ALTERED__REQUEST__KIND_STATE) &&
                   type == 2 && !f->kind) {
            f->kind = (int)field;
            body = data;
            body_len = (size_t)v;
        } else {
            return -1;
        }
    }
    if (!f->kind)
        return -1;
    /* LegalRequest: game 1, candidate 2; the other two: game 1. A position
     * (3, in all three) is left to the full path with everything else. */
    const uint8_t *q = body, *qend = body + body_len;
    while (q < qend) {
        unsigned field, type;
        uint64_t v;
        const uint8_t *data = NULL;
        if (wire_field(&q, qend, &field, &type, &v, &data) != 0 || type != 2)
            return -1;
        if (field == 1 && !f->has_game) {
            f->has_game = 1;
            if (wire_game(data, data + v, f) != 0)
                return -1;
        } else if (field == 2 && f->kind == ALTERED__REQUEST__KIND_LEGAL && !f->has_candidate) {
            f->has_candidate = 1;
            if (wire_action(data, data + v, &f->candidate) != 0)
                return -1;
        } else {
            return -1;
        }
    }
    if (!f->has_game || (f->kind == ALTERED__REQUEST__KIND_LEGAL && !f->has_candidate))
        return -1;
    return 0;
}

/* Answers from the cache; 1 when r holds the answer, 0 to take the full
 * path. with_state 0 leaves State requests to the full path too. */
static int fast_answer(judged_handler_ctx *h, const uint8_t *req, size_t len, Altered__Reply **out, int with_state)
{
    fast_request f;
    if (!h->cache || !req || wire_request(req, len, &f) != 0 ||
        (f.kind == ALTERED__REQUEST__KIND_STATE && !with_state))
        return 0;
    /* More bytes than the longest game accepted can take, canonical:
     * refused by the full path, and not worth hashing here. */
    if (f.actions_len / ACTION_BYTES_MAX > h->max_actions)
        return 0;
    uint64_t key = XXH3_64bits(f.header, f.header_len);
    judged_cache_game cg = {key, f.actions, f.actions_len};
    size_t k_len = 0;
    long k = judged_cache_probe(h->cache, &cg, h->work, &k_len);
    if (k < 0)
        return 0;
    /* The actions past the cached prefix: decoded, checked, applied. Any
     * that fails leaves the request to the full path, which names the
     * field or the step and the rule. */
    size_t n = (size_t)k;
    const uint8_t *p = f.actions + k_len, *end = f.actions + f.actions_len;
    while (p < end) {
        alt_action a;
        if (n >= h->max_actions || wire_next_action(&p, end, &a) != 0 || alt_game_apply(h->work, &a, NULL) != ALT_OK)
            return 0;
        n++;
    }
    if ((size_t)k != n)
        judged_cache_put(h->cache, &cg, n, cg.len, h->work);
    if (judged_log_enabled(JUDGED_LOG_DEBUG))
        judged_log(JUDGED_LOG_DEBUG, "game %016" PRIx64 " with %zu actions: cache %s at %ld (fast path)", key, n,
                   (size_t)k == n ? "hit" : "prefix", k);
    Altered__Reply *r = new_reply(h, f.id);
    if (!r)
        return 0;
    judged_cache_count_hit(h->cache, (size_t)k == n);
    if (f.kind == ALTERED__REQUEST__KIND_LEGAL)
        answer_legal(h, &f.candidate, r);
    else if (f.kind == ALTERED__REQUEST__KIND_LEGAL_ACTIONS)
        answer_legal_actions(h, r);
    else
        answer_state(h, r);
    *out = r;
    return 1;
}

int judged_handle_cached(judged_handler_ctx *h, const uint8_t *req, size_t len, uint8_t **reply, size_t *reply_len)
{
    if (!h || !reply || !reply_len || len > h->max_request_bytes)
        return 0;
    *reply = NULL;
    *reply_len = 0;
    replay_arena_reset(&h->mem);
    /* A State reply carries the JSON position, which takes the best part
     * of a millisecond to write: far more than handing the request to a
     * worker, and time the proxy's thread would keep every other client
     * waiting. So the proxy answers Legal and LegalActions only. */
    Altered__Reply *r = NULL;
    if (!fast_answer(h, req, len, &r, 0) || r->kind_case == ALTERED__REPLY__KIND__NOT_SET)
        return 0;
    return pack_reply(r, reply, reply_len) == 0 ? 1 : 0;
}

/* ------------------------------------------------------------- counting */

/* A field's value skipped, whatever its wire type; -1 when cut short. */
static int wire_skip(const uint8_t **p, const uint8_t *end, unsigned type, const uint8_t **data, uint64_t *len)
{
    uint64_t v;
    switch (type) {
    case 0: return replay_wire_varint(p, end, &v);
    case 1:
    case 5: {
        size_t k = type == 1 ? 8 : 4;
        if ((size_t)(end - *p) < k)
            return -1;
        *p += k;
        return 0;
    }
    case 2:
        if (replay_wire_varint(p, end, len) != 0 || *len > (uint64_t)(end - *p))
            return -1;
        *data = *p;
        *p += *len;
        return 0;
    default: return -1;
    }
}

/* How many times the last field of path occurs, inside the messages its
 * other fields name: every occurrence of each counted, since protobuf-c
 * merges a message field given twice. The walk stops where the bytes
 * stop being a message (unpacking refuses those). */
static size_t wire_count(const uint8_t *p, const uint8_t *end, const unsigned *path, int depth)
{
    size_t n = 0;
    while (p < end) {
        uint64_t tag, len = 0;
        const uint8_t *data = NULL;
        if (replay_wire_varint(&p, end, &tag) != 0 || wire_skip(&p, end, (unsigned)(tag & 7), &data, &len) != 0)
            break;
        if ((tag >> 3) != path[0])
            continue;
        if (depth == 1)
            n++;
        else if ((tag & 7) == 2)
            n += wire_count(data, data + len, path + 1, depth - 1);
    }
    return n;
}

/* The request's id (field 1, the last one given, as protobuf-c reads it)
 * without unpacking it; 0 when it holds none. */
static uint64_t wire_request_id(const uint8_t *p, size_t len)
{
    const uint8_t *end = p ? p + len : p;
    uint64_t id = 0;
    while (p && p < end) {
        uint64_t tag, v = 0, l = 0;
        const uint8_t *data = NULL;
        if (replay_wire_varint(&p, end, &tag) != 0)
            break;
        if (tag == (1 << 3 | 0)) {
            if (replay_wire_varint(&p, end, &v) != 0)
                break;
            id = v;
        } else if (wire_skip(&p, end, (unsigned)(tag & 7), &data, &l) != 0) {
            break;
        }
    }
    return id;
}

/* Whether the request is refused before it is unpacked: more steps or
 * actions than --max-actions, or more memory unpacked than its bound
 * (JUDGED_UNPACKED_PER_BYTE times --max-message-bytes). why says which. */
static int counted_too_long(judged_handler_ctx *h, const uint8_t *req, size_t len, char *why, size_t why_size)
{
    if (!req)
        return 0;
    const uint8_t *end = req + len;
    static const unsigned steps_path[] = {ALTERED__REQUEST__KIND_VERIFY, 1, 3};   /* verify.log.steps */
    size_t steps = wire_count(req, end, steps_path, 3);
    if (steps > h->max_actions) {
        snprintf(why, why_size, "the game holds %zu steps; this daemon accepts at most %zu", steps, h->max_actions);
        return 1;
    }
    static const unsigned kinds[] = {ALTERED__REQUEST__KIND_LEGAL, ALTERED__REQUEST__KIND_LEGAL_ACTIONS,
                                     ALTERED__REQUEST__KIND_STATE};
    size_t actions = 0;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        const unsigned path[] = {kinds[i], 1, 2};   /* game.actions */
        actions += wire_count(req, end, path, 3);
    }
    if (actions > h->max_actions) {
        snprintf(why, why_size, "the game holds %zu actions; this daemon accepts at most %zu", actions,
                 h->max_actions);
        return 1;
    }
    size_t need = replay_wire_unpacked_size(&altered__request__descriptor, req, len, h->max_unpacked_bytes);
    if (need > h->max_unpacked_bytes) {
        snprintf(why, why_size,
                 "the request would take more than %zu MiB unpacked; this daemon unpacks at most that much of one",
                 h->max_unpacked_bytes >> 20);
        return 1;
    }
    return 0;
}

/* After a request that took more than the arena keeps: its memory goes
 * back at once, not at the next request, and the heap is trimmed. */
static void give_back(judged_handler_ctx *h)
{
    size_t took = h->mem.total;
    /* The scratch buffers a request of a huge header or a long game grew. */
    size_t scratch = h->hbuf_cap + h->abytes_cap + h->actions_cap * sizeof *h->actions;
    if (scratch > ARENA_KEEP) {
        free(h->hbuf);
        free(h->abytes);
        free(h->actions);
        h->hbuf = h->abytes = NULL;
        h->actions = NULL;
        h->hbuf_cap = h->abytes_cap = h->actions_cap = 0;
        took += scratch;
    }
    if (took <= ARENA_KEEP)
        return;
    replay_arena_reset(&h->mem);
    if (took >= JUDGED_TRIM_BYTES)
        judged_memory_trim();
}

/* ------------------------------------------------------------------ entry */

int judged_handle(judged_handler_ctx *h, const uint8_t *req, size_t len, uint8_t **reply, size_t *reply_len)
{
    if (!reply || !reply_len)
        return -1;
    *reply = NULL;
    *reply_len = 0;
    if (!h)
        return pack_bare_error(0, ALTERED__ERROR_CODE__ERROR_INTERNAL, "no handler", reply, reply_len);
    replay_arena_reset(&h->mem);
    if (!req && len)
        return pack_bare_error(0, ALTERED__ERROR_CODE__ERROR_MALFORMED, "no request bytes", reply, reply_len);
    if (len > h->max_request_bytes)
        return pack_bare_error(0, ALTERED__ERROR_CODE__ERROR_TOO_LONG, "the request is larger than this daemon accepts",
                               reply, reply_len);
    Altered__Reply *fast = NULL;
    if (fast_answer(h, req, len, &fast, 1)) {
        if (fast->kind_case == ALTERED__REPLY__KIND__NOT_SET)
            return pack_bare_error(fast->id, ALTERED__ERROR_CODE__ERROR_INTERNAL, "out of memory", reply, reply_len);
        return pack_reply(fast, reply, reply_len);
    }
    static const uint8_t empty[1];
    /* Counted before anything is unpacked: the game's length against
     * --max-actions, and what unpacking would take against its bound, so
     * that memory is bounded by the limits, not by what a message makes of
     * them (a 16 MB request of empty steps unpacks to a gigabyte). */
    char too_long[200];
    if (counted_too_long(h, req, len, too_long, sizeof too_long))
        return pack_bare_error(wire_request_id(req, len), ALTERED__ERROR_CODE__ERROR_TOO_LONG, too_long, reply,
                               reply_len);
    /* Every string on the wire, before protobuf-c cuts them at a NUL
     * (replay/wire_strings.h). */
    char bad[256];
    int strings_ok = replay_wire_strings_check(&altered__request__descriptor, req, len, bad, sizeof bad) == 0;
    Altered__Request *q = altered__request__unpack(&h->mem.allocator, len, req ? req : empty);
    Altered__Reply *r = new_reply(h, q ? q->id : 0);
    if (!r)
        return pack_bare_error(q ? q->id : 0, ALTERED__ERROR_CODE__ERROR_INTERNAL, "out of memory", reply, reply_len);
    static const char log_path[] = "verify.log.";
    if (!q) {
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, 0, NULL, "the message is not a Request");
    } else if (!strings_ok && q->kind_case == ALTERED__REQUEST__KIND_VERIFY &&
               strncmp(bad, log_path, sizeof log_path - 1) == 0) {
        do_verify(h, q->verify, req, len, bad + sizeof log_path - 1, r);
    } else if (!strings_ok) {
        char msg[300];
        snprintf(msg, sizeof msg, "the request's %s", bad);
        set_error(h, r, ALTERED__ERROR_CODE__ERROR_MALFORMED, 0, NULL, msg);
    } else {
        switch (q->kind_case) {
        case ALTERED__REQUEST__KIND_LEGAL: do_legal(h, q->legal, r); break;
        case ALTERED__REQUEST__KIND_LEGAL_ACTIONS: do_legal_actions(h, q->legal_actions, r); break;
        case ALTERED__REQUEST__KIND_VERIFY: do_verify(h, q->verify, req, len, NULL, r); break;
        case ALTERED__REQUEST__KIND_STATE: do_state(h, q->state, r); break;
        case ALTERED__REQUEST__KIND_INFO: do_info(h, r); break;
        default:
            set_error(h, r, ALTERED__ERROR_CODE__ERROR_UNKNOWN_REQUEST, 0, NULL,
                      "the request sets no kind this daemon knows (legal, legal_actions, verify, state, info)");
            break;
        }
    }
    int rc = r->kind_case == ALTERED__REPLY__KIND__NOT_SET
                 ? pack_bare_error(r->id, ALTERED__ERROR_CODE__ERROR_INTERNAL, "out of memory", reply, reply_len)
                 : pack_reply(r, reply, reply_len);
    give_back(h);
    return rc;
}
