/*
 * test_judged_handler.c: the daemon's request handling (judged/handler.c)
 * and its state cache (judged/cache.c), called directly, without sockets.
 *
 * Games come from `altered-replay gen`. Every request kind is checked
 * against what the engine and the replay library say on their own: Legal's
 * hash after a recorded step is the step's recorded hash, LegalActions
 * lists the recorded answer, State's hash is the XXH3-64 of its encoding,
 * Verify's report is replay_print_result's text. A request about a
 * position (binary, from the engine's encoder, or JSON, from a State
 * reply) is answered byte for byte as the same request about the history
 * that reached it, and never touches the cache; bad positions get error
 * replies naming the field. Then every error kind, thousands of damaged
 * requests (each must still get a Reply), and the cache: hits grow for a
 * growing game, replies are byte-identical with the cache on and off, and
 * eviction keeps to the bound.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "cache.h"
#include "game.h"
#include "handler.h"
#include "log.h"
#include "replay.h"
#include "utf8.h"
#include "verdict.h"

#include <inttypes.h>
#include <sodium.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <xxhash.h>

/* ------------------------------------------------------------- fixtures */

enum { GAMES = 6 };

static char archive[256];
static uint8_t *game_bytes[GAMES];       /* each GameLog, packed */
static size_t game_len[GAMES];
static int ngames;

/* Generates the games once per test program. */
static int make_games(void **state)
{
    (void)state;
    snprintf(archive, sizeof archive, "/tmp/test_judged_handler_%ld.altlog", (long)getpid());
    char cmd[768];
    snprintf(cmd, sizeof cmd, "'%s/altered-replay' gen --seed 41 --games %d --out '%s' 2>/dev/null", ALT_BIN_DIR,
             GAMES, archive);
    if (system(cmd) != 0)
        return -1;
    char err[256];
    replay_reader *r = replay_reader_open(archive, err, sizeof err);
    if (!r)
        return -1;
    Altered__GameLog *log;
    while (ngames < GAMES && replay_reader_next(r, &log, err, sizeof err) == 1) {
        game_len[ngames] = altered__game_log__get_packed_size(log);
        game_bytes[ngames] = malloc(game_len[ngames]);
        altered__game_log__pack(log, game_bytes[ngames]);
        ngames++;
    }
    replay_reader_close(&r);
    unlink(archive);
    return ngames == GAMES ? 0 : -1;
}

static int free_games(void **state)
{
    (void)state;
    for (int i = 0; i < ngames; i++)
        free(game_bytes[i]);
    return 0;
}

static Altered__GameLog *game(int i)
{
    Altered__GameLog *g = altered__game_log__unpack(NULL, game_len[i], game_bytes[i]);
    assert_non_null(g);
    return g;
}

static judged_handler_ctx *handler(judged_cache *cache, size_t max_actions)
{
    judged_handler_opts o = {.cache = cache, .max_actions = max_actions, .worker = "test/0"};
    judged_handler_ctx *h = judged_handler_new(&o);
    assert_non_null(h);
    return h;
}

/* ------------------------------------------------------------- requests */

typedef enum { Q_LEGAL, Q_ACTIONS, Q_STATE } query;

/* A packed request about the first k steps of a log (log NULL: no game)
 * and/or a position (pos_len 0: none); candidate (for Q_LEGAL) is an
 * action or NULL. */
static uint8_t *pack_query_pos(query kind, uint64_t id, const Altered__GameLog *log, size_t k,
                               Altered__Action *candidate, const uint8_t *pos, size_t pos_len, size_t *len)
{
    Altered__Action **acts = malloc((k ? k : 1) * sizeof *acts);
    for (size_t i = 0; log && i < k; i++)
        acts[i] = log->steps[i]->action;
    Altered__GameSoFar g = ALTERED__GAME_SO_FAR__INIT;
    g.header = log ? log->header : NULL;
    g.n_actions = log ? k : 0;
    g.actions = acts;
    Altered__GameSoFar *gp = log ? &g : NULL;
    ProtobufCBinaryData position = {pos_len, (uint8_t *)pos};
    Altered__LegalRequest lq = ALTERED__LEGAL_REQUEST__INIT;
    Altered__LegalActionsRequest aq = ALTERED__LEGAL_ACTIONS_REQUEST__INIT;
    Altered__StateRequest sq = ALTERED__STATE_REQUEST__INIT;
    Altered__Request r = ALTERED__REQUEST__INIT;
    r.id = id;
    if (kind == Q_LEGAL) {
        lq.game = gp;
        lq.position = position;
        lq.candidate = candidate;
        r.kind_case = ALTERED__REQUEST__KIND_LEGAL;
        r.legal = &lq;
    } else if (kind == Q_ACTIONS) {
        aq.game = gp;
        aq.position = position;
        r.kind_case = ALTERED__REQUEST__KIND_LEGAL_ACTIONS;
        r.legal_actions = &aq;
    } else {
        sq.game = gp;
        sq.position = position;
        r.kind_case = ALTERED__REQUEST__KIND_STATE;
        r.state = &sq;
    }
    *len = altered__request__get_packed_size(&r);
    uint8_t *buf = malloc(*len ? *len : 1);
    altered__request__pack(&r, buf);
    free(acts);
    return buf;
}

static uint8_t *pack_query(query kind, uint64_t id, const Altered__GameLog *log, size_t k,
                           Altered__Action *candidate, size_t *len)
{
    return pack_query_pos(kind, id, log, k, candidate, NULL, 0, len);
}

static uint8_t *pack_request(const Altered__Request *r, size_t *len)
{
    *len = altered__request__get_packed_size(r);
    uint8_t *buf = malloc(*len ? *len : 1);
    altered__request__pack(r, buf);
    return buf;
}

/* Handles bytes and unpacks the reply (caller frees with reply_free). */
static Altered__Reply *call(judged_handler_ctx *h, const uint8_t *req, size_t len)
{
    uint8_t *out = NULL;
    size_t out_len = 0;
    assert_int_equal(judged_handle(h, req, len, &out, &out_len), 0);
    assert_non_null(out);
    Altered__Reply *r = altered__reply__unpack(NULL, out_len, out);
    free(out);
    assert_non_null(r);
    return r;
}

static void reply_free(Altered__Reply *r)
{
    altered__reply__free_unpacked(r, NULL);
}

typedef struct bytes {
    uint8_t *p;
    size_t len;
} bytes;

static bytes query_bytes(query kind, uint64_t id, const Altered__GameLog *log, size_t k, Altered__Action *candidate)
{
    bytes b;
    b.p = pack_query(kind, id, log, k, candidate, &b.len);
    return b;
}

/* A request about a position alone. */
static bytes position_bytes(query kind, uint64_t id, const uint8_t *pos, size_t pos_len, Altered__Action *candidate)
{
    bytes b;
    b.p = pack_query_pos(kind, id, NULL, 0, candidate, pos, pos_len, &b.len);
    return b;
}

static bytes request_bytes(const Altered__Request *r)
{
    bytes b;
    b.p = pack_request(r, &b.len);
    return b;
}

/* Handles a packed request and frees it. */
static Altered__Reply *ask(judged_handler_ctx *h, bytes b)
{
    Altered__Reply *r = call(h, b.p, b.len);
    free(b.p);
    return r;
}

static void assert_error(const Altered__Reply *r, Altered__ErrorCode code)
{
    if (r->kind_case != ALTERED__REPLY__KIND_ERROR)
        fail_msg("expected error %d, got reply kind %d", (int)code, (int)r->kind_case);
    if (r->error->code != code)
        fail_msg("expected error %d, got %d: %s", (int)code, (int)r->error->code, r->error->message);
}

/* The packed reply to a packed request (which it frees). */
static bytes reply_bytes(judged_handler_ctx *h, bytes req)
{
    bytes out = {NULL, 0};
    assert_int_equal(judged_handle(h, req.p, req.len, &out.p, &out.len), 0);
    assert_non_null(out.p);
    free(req.p);
    return out;
}

static void assert_same_bytes(bytes a, bytes b, const char *what)
{
    if (a.len != b.len || memcmp(a.p, b.p, a.len) != 0)
        fail_msg("%s: the replies differ (%zu and %zu bytes)", what, a.len, b.len);
}

static const alt_cards *bundled(void)
{
    static alt_cards *db;
    if (!db)
        assert_int_equal(alt_cards_bundled(&db), ALT_OK);
    return db;
}

/* The engine's game after the first k steps of a log (caller destroys). */
static alt_game *game_at(const Altered__GameLog *log, size_t k)
{
    alt_setup setup;
    char msg[256];
    assert_int_equal(replay_log_setup(bundled(), log, &setup, msg, sizeof msg), REPLAY_EXIT_OK);
    alt_game *g = NULL;
    assert_int_equal(alt_game_new(bundled(), &setup, &g, msg, sizeof msg), ALT_OK);
    for (size_t i = 0; i < k; i++) {
        alt_action a;
        assert_int_equal(replay_action_from_log(log->steps[i]->action, &a), 0);
        assert_int_equal(alt_game_apply(g, &a, NULL), ALT_OK);
    }
    return g;
}

/* The binary position after the first k steps, as the engine encodes it. */
static bytes binary_position_at(const Altered__GameLog *log, size_t k)
{
    alt_game *g = game_at(log, k);
    bytes b;
    b.p = malloc(ALT_POS_ENCODED_MAX);
    b.len = alt_position_encode(g, b.p, ALT_POS_ENCODED_MAX);
    assert_true(b.len > 0 && b.len <= ALT_POS_ENCODED_MAX);
    alt_game_destroy(&g);
    return b;
}

/* A copy of a reply's bytes field. */
static bytes copy_of(const uint8_t *p, size_t len)
{
    bytes b = {malloc(len ? len : 1), len};
    memcpy(b.p, p, len);
    return b;
}

/* ---------------------------------------------------------------- tests */

static void test_rule_of(void **state)
{
    (void)state;
    char rule[24];
    judged_rule_of("4.2.3.b: players alternate turns", rule, sizeof rule);
    assert_string_equal(rule, "4.2.3.b");
    judged_rule_of("1.3.3: the game is over", rule, sizeof rule);
    assert_string_equal(rule, "1.3.3");
    judged_rule_of("CR 4.0 7.3.26: to its owner's Reserve", rule, sizeof rule);
    assert_string_equal(rule, "CR 4.0 7.3.26");   /* a 4.0 ruleset names its edition */
    judged_rule_of("CR 4.0 players: no", rule, sizeof rule);
    assert_string_equal(rule, "");
    judged_rule_of("the pending decision does not take this", rule, sizeof rule);
    assert_string_equal(rule, "");
    judged_rule_of("4 players: no", rule, sizeof rule);
    assert_string_equal(rule, "");
    judged_rule_of("", rule, sizeof rule);
    assert_string_equal(rule, "");
    judged_rule_of(NULL, rule, sizeof rule);
    assert_string_equal(rule, "");
}

static void test_info(void **state)
{
    (void)state;
    judged_handler_ctx *h = handler(NULL, 0);
    Altered__InfoRequest iq = ALTERED__INFO_REQUEST__INIT;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 0xFEEDFACE12345ull;
    q.kind_case = ALTERED__REQUEST__KIND_INFO;
    q.info = &iq;
    Altered__Reply *r = ask(h, request_bytes(&q));
    assert_int_equal(r->id, 0xFEEDFACE12345ull);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_INFO);
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_bundled(&db), ALT_OK);
    assert_string_equal(r->info->engine, ALT_ENGINE_VERSION);
    assert_string_equal(r->info->rng, ALT_RNG_VERSION);
    assert_string_equal(r->info->card_db, alt_cards_version(db));
    assert_true(r->info->card_db_digest == alt_cards_digest(db));
    assert_int_equal(r->info->cards, alt_cards_count(db));
    assert_true(r->info->supported_cards > 0 && r->info->supported_cards <= r->info->cards);
    assert_int_equal(r->info->n_rulesets, ALT_RULESET__COUNT);
    for (int k = 0; k < ALT_RULESET__COUNT; k++)
        assert_string_equal(r->info->rulesets[k], alt_ruleset_version((alt_ruleset)k));
    assert_string_equal(r->info->worker, "test/0");
    assert_int_equal(r->info->max_actions, JUDGED_MAX_ACTIONS);
    assert_int_equal(r->info->cache_bytes, 0);
    reply_free(r);
    alt_cards_destroy(&db);
    judged_handler_destroy(&h);
    assert_null(h);
}

/* Legal for every recorded step: legal, with the recorded hash after it. */
static void test_legal_every_step(void **state)
{
    (void)state;
    judged_cache *cache = judged_cache_new(8 << 20);
    judged_handler_ctx *h = handler(cache, 0);
    for (int gi = 0; gi < 2; gi++) {
        Altered__GameLog *log = game(gi);
        for (size_t k = 0; k < log->n_steps; k++) {
            Altered__Reply *r = ask(h, query_bytes(Q_LEGAL, k + 1, log, k, log->steps[k]->action));
            assert_int_equal(r->id, k + 1);
            assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
            if (!r->legal->legal)
                fail_msg("game %d step %zu: %s", gi, k + 1, r->legal->reason);
            assert_true(r->legal->hash_after == log->steps[k]->hash);
            assert_true(strlen(r->legal->action) > 0);
            reply_free(r);
        }
        altered__game_log__free_unpacked(log, NULL);
    }
    judged_cache_stats st;
    judged_cache_get_stats(cache, &st);
    /* Each step after the first of a game finds the step before it cached. */
    assert_true(st.partial_hits > 0);
    judged_handler_destroy(&h);
    judged_cache_destroy(&cache);
}

static void test_legal_refused(void **state)
{
    (void)state;
    judged_handler_ctx *h = handler(NULL, 0);
    Altered__GameLog *log = game(0);
    /* At the start, the first player picks opening Mana; the other player may not. */
    Altered__Action a = *log->steps[0]->action;
    a.player ^= 1;
    Altered__Reply *r = ask(h, query_bytes(Q_LEGAL, 9, log, 0, &a));
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
    assert_false(r->legal->legal);
    assert_true(strlen(r->legal->reason) > 0);
    char rule[24];
    judged_rule_of(r->legal->reason, rule, sizeof rule);
    assert_string_equal(r->legal->rule, rule);
    assert_true(strlen(r->legal->rule) > 0);
    assert_true(strncmp(r->legal->reason, r->legal->rule, strlen(r->legal->rule)) == 0);
    reply_free(r);

    /* An object that is not in Hand. */
    a = *log->steps[0]->action;
    a.object = 59;
    r = ask(h, query_bytes(Q_LEGAL, 10, log, 0, &a));
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
    if (r->legal->legal) {
        /* 59 happened to be in Hand: try an id no deck has. */
        reply_free(r);
        a.object = 200;
        r = ask(h, query_bytes(Q_LEGAL, 10, log, 0, &a));
    }
    assert_false(r->legal->legal);
    assert_true(strlen(r->legal->rule) > 0);
    reply_free(r);

    /* A field out of range is a malformed request, not a verdict. */
    a = *log->steps[0]->action;
    a.player = 300;
    r = ask(h, query_bytes(Q_LEGAL, 11, log, 0, &a));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    assert_int_equal(r->id, 11);
    reply_free(r);

    /* No candidate. */
    r = ask(h, query_bytes(Q_LEGAL, 12, log, 0, NULL));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    reply_free(r);

    /* After the last step the game is over: nothing is legal. */
    a = *log->steps[log->n_steps - 1]->action;
    r = ask(h, query_bytes(Q_LEGAL, 13, log, log->n_steps, &a));
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
    assert_false(r->legal->legal);
    assert_string_equal(r->legal->rule, "CR 4.0 1.3.3");   /* seeds-3 cites the 4.0 edition */
    reply_free(r);
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
}

static void test_legal_actions(void **state)
{
    (void)state;
    judged_handler_ctx *h = handler(NULL, 0);
    Altered__GameLog *log = game(1);
    for (size_t k = 0; k <= log->n_steps; k += 7) {
        Altered__Reply *r = ask(h, query_bytes(Q_ACTIONS, 5, log, k, NULL));
        assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL_ACTIONS);
        const Altered__LegalActionsReply *la = r->legal_actions;
        assert_true(la->hash == (k ? log->steps[k - 1]->hash : log->initial_hash));
        assert_int_equal(la->n_actions, la->n_descriptions);
        assert_non_null(la->decision);
        if (k < log->n_steps) {
            const Altered__Action *want = log->steps[k]->action;
            int found = 0;
            for (size_t i = 0; i < la->n_actions; i++) {
                const Altered__Action *a = la->actions[i];
                found |= a->kind == want->kind && a->player == want->player && a->object == want->object &&
                         a->expedition == want->expedition && a->choice == want->choice;
                assert_true(strlen(la->descriptions[i]) > 0);
            }
            assert_true(found);
            assert_int_equal(la->decision->player, want->player);
            assert_true(la->decision->kind != ALT_DEC_NONE);
        } else {
            assert_int_equal(la->n_actions, 0);
            assert_int_equal(la->decision->kind, ALT_DEC_NONE);
            assert_non_null(strstr(la->decision->description, "over"));
        }
        reply_free(r);
    }
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
}

static void test_state(void **state)
{
    (void)state;
    judged_handler_ctx *h = handler(NULL, 0);
    Altered__GameLog *log = game(2);
    size_t ks[] = {0, 1, 10, log->n_steps};
    for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
        size_t k = ks[i];
        Altered__Reply *r = ask(h, query_bytes(Q_STATE, 77, log, k, NULL));
        assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_STATE);
        const Altered__StateReply *s = r->state;
        assert_true(s->hash == (k ? log->steps[k - 1]->hash : log->initial_hash));
        assert_true(s->encoding.len > 0);
        assert_true(XXH3_64bits(s->encoding.data, s->encoding.len) == s->hash);
        assert_non_null(strstr(s->description, "Day "));
        assert_non_null(s->decision);
        if (k == log->n_steps)
            assert_true(s->winner == 0 || s->winner == 1);
        else
            assert_int_equal(s->winner, -1);
        reply_free(r);
    }
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
}

static uint64_t rnd(uint64_t *s)
{
    uint64_t z = (*s += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* Legal, LegalActions and State about a position give, byte for byte, the
 * replies about the history that reached it, for a binary position from
 * the engine and for the JSON position a State reply carries; and the
 * State reply's binary position is the engine's. */
static void test_position_requests(void **state)
{
    (void)state;
    judged_handler_ctx *h = handler(NULL, 0);
    Altered__GameLog *log = game(3);
    size_t ks[] = {0, 1, 10, 25, log->n_steps};
    for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
        size_t k = ks[i];
        Altered__Action *cand = k < log->n_steps ? log->steps[k]->action : log->steps[k - 1]->action;
        bytes bin = binary_position_at(log, k);

        /* State: the reply carries the position in both forms. */
        Altered__Reply *r = ask(h, query_bytes(Q_STATE, 40, log, k, NULL));
        assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_STATE);
        assert_int_equal(r->state->position.len, bin.len);
        assert_memory_equal(r->state->position.data, bin.p, bin.len);
        assert_true(strlen(r->state->position_json) > 0);
        assert_true(r->state->position_json[strlen(r->state->position_json) - 1] == '\n');
        bytes json = copy_of((const uint8_t *)r->state->position_json, strlen(r->state->position_json));
        reply_free(r);

        const bytes forms[2] = {bin, json};
        for (int f = 0; f < 2; f++) {
            const char *form = f ? "JSON" : "binary";
            for (int kind = Q_LEGAL; kind <= Q_STATE; kind++) {
                bytes want = reply_bytes(h, query_bytes((query)kind, 41, log, k, cand));
                bytes got = reply_bytes(h, position_bytes((query)kind, 41, forms[f].p, forms[f].len, cand));
                char what[96];
                snprintf(what, sizeof what, "%s position after step %zu, request kind %d", form, k, kind);
                assert_same_bytes(want, got, what);
                free(want.p);
                free(got.p);
            }
        }
        /* The recorded next step is legal there, with its recorded hash. */
        if (k < log->n_steps) {
            r = ask(h, position_bytes(Q_LEGAL, 42, bin.p, bin.len, cand));
            assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
            assert_true(r->legal->legal);
            assert_true(r->legal->hash_after == log->steps[k]->hash);
            reply_free(r);
        }
        free(bin.p);
        free(json.p);
    }
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
}

/* Requests about positions neither use nor fill the cache, and answer as a
 * handler without one does. */
static void test_position_not_cached(void **state)
{
    (void)state;
    judged_cache *cache = judged_cache_new(4 << 20);
    judged_handler_ctx *cached = handler(cache, 0);
    judged_handler_ctx *plain = handler(NULL, 0);
    Altered__GameLog *log = game(1);
    bytes bin = binary_position_at(log, 12);
    judged_cache_stats before, after;
    judged_cache_get_stats(cache, &before);
    for (int round = 0; round < 3; round++)
        for (int kind = Q_LEGAL; kind <= Q_STATE; kind++) {
            bytes a = reply_bytes(cached, position_bytes((query)kind, 7, bin.p, bin.len, log->steps[12]->action));
            bytes b = reply_bytes(plain, position_bytes((query)kind, 7, bin.p, bin.len, log->steps[12]->action));
            assert_same_bytes(a, b, "a position with and without a cache");
            uint8_t *fast = NULL;
            size_t fast_len = 0;
            bytes q = position_bytes((query)kind, 7, bin.p, bin.len, log->steps[12]->action);
            assert_int_equal(judged_handle_cached(cached, q.p, q.len, &fast, &fast_len), 0);
            assert_null(fast);
            free(q.p);
            free(a.p);
            free(b.p);
        }
    judged_cache_get_stats(cache, &after);
    assert_int_equal(after.hits, before.hits);
    assert_int_equal(after.partial_hits, before.partial_hits);
    assert_int_equal(after.misses, before.misses);
    assert_int_equal(after.entries, before.entries);
    free(bin.p);
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&cached);
    judged_handler_destroy(&plain);
    judged_cache_destroy(&cache);
}

/* An error reply of the given code whose message starts with prefix. */
static void assert_position_error(judged_handler_ctx *h, bytes req, Altered__ErrorCode code, const char *prefix)
{
    Altered__Reply *r = ask(h, req);
    assert_error(r, code);
    if (strncmp(r->error->message, prefix, strlen(prefix)) != 0)
        fail_msg("expected a message starting '%s', got '%s'", prefix, r->error->message);
    reply_free(r);
}

static void test_position_errors(void **state)
{
    (void)state;
    judged_handler_ctx *h = handler(NULL, 0);
    Altered__GameLog *log = game(2);
    bytes bin = binary_position_at(log, 20);
    Altered__Action *cand = log->steps[20]->action;
    const Altered__ErrorCode MALFORMED = ALTERED__ERROR_CODE__ERROR_MALFORMED,
                             UNSUPPORTED = ALTERED__ERROR_CODE__ERROR_UNSUPPORTED;

    /* Both a game and a position, or neither. */
    bytes both;
    both.p = pack_query_pos(Q_STATE, 1, log, 20, NULL, bin.p, bin.len, &both.len);
    assert_position_error(h, both, MALFORMED, "the request holds both a game and a position");
    assert_position_error(h, position_bytes(Q_ACTIONS, 2, NULL, 0, NULL), MALFORMED,
                          "the request holds neither a game nor a position");
    /* Legal still wants its candidate. */
    assert_position_error(h, position_bytes(Q_LEGAL, 3, bin.p, bin.len, NULL), MALFORMED,
                          "the request holds no candidate");

    /* Truncated: the engine names the field it ran out in. */
    size_t cuts[] = {1, 3, 4, 5, 16, bin.len / 2, bin.len - 1};
    for (size_t i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
        Altered__Reply *r = ask(h, position_bytes(Q_STATE, 4, bin.p, cuts[i], NULL));
        assert_error(r, MALFORMED);
        if (cuts[i] < 4) {   /* too short to start with "ALTP": read as JSON */
            assert_true(strncmp(r->error->message, "position (JSON): ", 17) == 0);
        } else {
            assert_true(strncmp(r->error->message, "position (binary): ", 19) == 0);
            assert_non_null(strchr(r->error->message + 19, ':'));   /* "field: why" */
        }
        reply_free(r);
    }
    /* Bytes after its end, and longer than any binary position. */
    bytes longer = {malloc(ALT_POS_ENCODED_MAX + 10), 0};
    memset(longer.p, 0, ALT_POS_ENCODED_MAX + 10);
    memcpy(longer.p, bin.p, bin.len);
    assert_position_error(h, position_bytes(Q_STATE, 5, longer.p, bin.len + 1, NULL), MALFORMED,
                          "position (binary): length: ");
    assert_position_error(h, position_bytes(Q_STATE, 5, longer.p, ALT_POS_ENCODED_MAX + 10, NULL), MALFORMED,
                          "position (binary): length: ");
    free(longer.p);

    /* Another format version, another card database, an unknown Hero. */
    bytes v = copy_of(bin.p, bin.len);
    v.p[4] = ALT_POS_VERSION_UNIQUES + 1;
    assert_position_error(h, position_bytes(Q_ACTIONS, 6, v.p, v.len, NULL), UNSUPPORTED,
                          "position (binary): version: ");
    memcpy(v.p, bin.p, bin.len);
    size_t vlen = bin.p[5];
    v.p[6 + vlen] ^= 1;                          /* the card database digest */
    assert_position_error(h, position_bytes(Q_ACTIONS, 6, v.p, v.len, NULL), UNSUPPORTED,
                          "position (binary): cards_digest: ");
    memcpy(v.p, bin.p, bin.len);
    /* players[0]'s Hero: a length, then the reference; after the date in a
     * dated game's envelope (version 2). */
    size_t hero = 6 + vlen + 8 + (bin.p[4] == ALT_POS_VERSION_DATED ? 4 : 0);
    assert_true(v.p[hero] > 0);
    v.p[hero + 1] = 'Z';
    assert_position_error(h, position_bytes(Q_ACTIONS, 6, v.p, v.len, NULL), UNSUPPORTED,
                          "position (binary): players[0].hero: ");
    free(v.p);

    /* JSON: malformed, a document of another shape, an unknown card, over
     * the size limit. */
    static const char *const bad_json[] = {"{", "[1, 2, 3]", "{\"format_version\": \"seven\"}", "null", "\"ALTP\""};
    for (size_t i = 0; i < sizeof bad_json / sizeof bad_json[0]; i++) {
        Altered__Reply *r =
            ask(h, position_bytes(Q_LEGAL, 8, (const uint8_t *)bad_json[i], strlen(bad_json[i]), cand));
        assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_ERROR);
        assert_true(r->error->code == MALFORMED || r->error->code == UNSUPPORTED);
        assert_true(strncmp(r->error->message, "position (JSON): ", 17) == 0);
        assert_true(strlen(r->error->message) > 17);
        reply_free(r);
    }
    Altered__Reply *sr = ask(h, query_bytes(Q_STATE, 9, log, 20, NULL));
    assert_int_equal(sr->kind_case, ALTERED__REPLY__KIND_STATE);
    const char *json = sr->state->position_json;
    const char *ref = strstr(json, "ALT_CORE_");
    assert_non_null(ref);
    bytes unknown = copy_of((const uint8_t *)json, strlen(json));
    unknown.p[ref - json + 4] = 'Q';             /* ALT_QORE_...: no such card */
    Altered__Reply *r = ask(h, position_bytes(Q_STATE, 10, unknown.p, unknown.len, NULL));
    assert_error(r, UNSUPPORTED);
    assert_true(strncmp(r->error->message, "position (JSON): ", 17) == 0);
    assert_non_null(strstr(r->error->message, "ALT_QORE_"));
    reply_free(r);
    free(unknown.p);
    bytes huge = {malloc(JUDGED_MAX_POSITION_JSON_BYTES + 1), JUDGED_MAX_POSITION_JSON_BYTES + 1};
    memset(huge.p, ' ', huge.len);
    memcpy(huge.p, json, strlen(json));          /* a good document, then too much whitespace */
    assert_position_error(h, position_bytes(Q_STATE, 11, huge.p, huge.len, NULL),
                          ALTERED__ERROR_CODE__ERROR_TOO_LONG, "position (JSON): ");
    r = ask(h, position_bytes(Q_STATE, 11, huge.p, huge.len - 1, NULL));
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_STATE);
    reply_free(r);
    free(huge.p);
    reply_free(sr);

    /* Damaged positions, binary and JSON: a reply every time, never an
     * internal error, and a good position answers as before after them. */
    bytes good = reply_bytes(h, position_bytes(Q_ACTIONS, 12, bin.p, bin.len, NULL));
    uint64_t seed = 99;
    bytes d = {malloc(bin.len > 4096 ? bin.len : 4096), 0};
    for (int i = 0; i < 3000; i++) {
        uint64_t x = rnd(&seed);
        d.len = bin.len;
        memcpy(d.p, bin.p, bin.len);
        for (int f = 0; f < 1 + (int)(x % 3); f++) {
            uint64_t y = rnd(&seed);
            d.p[4 + y % (bin.len - 4)] ^= (uint8_t)(1u << ((y >> 32) % 8));   /* past the magic */
        }
        if (i % 5 == 0)
            d.len = (size_t)(x >> 40) % bin.len;
        Altered__Reply *dr = ask(h, position_bytes((query)(i % 3), 13, d.p, d.len, cand));
        if (dr->kind_case == ALTERED__REPLY__KIND_ERROR) {
            if (dr->error->code == ALTERED__ERROR_CODE__ERROR_INTERNAL)
                fail_msg("damaged position %d: internal error: %s", i, dr->error->message);
            assert_true(strncmp(dr->error->message, "position (", 10) == 0 || d.len == 0);
        }
        reply_free(dr);
    }
    free(d.p);
    bytes again = reply_bytes(h, position_bytes(Q_ACTIONS, 12, bin.p, bin.len, NULL));
    assert_same_bytes(good, again, "a good position after damaged ones");
    free(good.p);
    free(again.p);
    free(bin.p);
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
}

/* Verify's report is the text altered-replay verify prints. */
static void check_verify(judged_handler_ctx *h, Altered__GameLog *log, int want_code)
{
    Altered__VerifyRequest vq = ALTERED__VERIFY_REQUEST__INIT;
    vq.log = log;
    vq.name = (char *)"games.altlog";
    vq.index = 3;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 31;
    q.kind_case = ALTERED__REQUEST__KIND_VERIFY;
    q.verify = &vq;
    Altered__Reply *r = ask(h, request_bytes(&q));
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_VERIFY);
    const Altered__VerifyReply *v = r->verify;
    assert_int_equal(v->verdict, want_code);
    assert_string_equal(v->verdict_name, replay_verdict_name(want_code));

    alt_cards *db = NULL;
    assert_int_equal(alt_cards_bundled(&db), ALT_OK);
    replay_result res;
    replay_game(db, log, 1, NULL, NULL, &res, NULL);
    char *text = NULL;
    size_t text_len = 0;
    FILE *f = open_memstream(&text, &text_len);
    replay_print_result(f, db, log, "games.altlog", 3, &res, 0);
    fclose(f);
    assert_string_equal(v->report, text);
    assert_int_equal(v->steps, res.steps);
    assert_int_equal(v->fail_step, res.fail_step);
    assert_int_equal(v->winner, res.winner);
    if (want_code == REPLAY_EXIT_OK)
        assert_string_equal(v->rule, alt_outcome_rule(res.outcome));
    if (want_code == REPLAY_EXIT_DIVERGED)
        assert_true(v->expected == res.expected && v->actual == res.actual);
    free(text);
    alt_cards_destroy(&db);
    reply_free(r);
}

static void test_verify(void **state)
{
    (void)state;
    judged_handler_ctx *h = handler(NULL, 0);
    Altered__GameLog *log = game(3);
    check_verify(h, log, REPLAY_EXIT_OK);
    log->steps[4]->hash ^= 1;
    check_verify(h, log, REPLAY_EXIT_DIVERGED);
    log->steps[4]->hash ^= 1;
    log->steps[6]->action->player ^= 1;
    check_verify(h, log, REPLAY_EXIT_ILLEGAL);
    log->steps[6]->action->player ^= 1;
    char *old = log->header->decks[0]->cards[0];
    log->header->decks[0]->cards[0] = (char *)"ALT_NO_SUCH_CARD";
    check_verify(h, log, REPLAY_EXIT_UNSUPPORTED);
    log->header->decks[0]->cards[0] = old;
    altered__game_log__free_unpacked(log, NULL);

    /* A request without a log. */
    Altered__VerifyRequest vq = ALTERED__VERIFY_REQUEST__INIT;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 2;
    q.kind_case = ALTERED__REQUEST__KIND_VERIFY;
    q.verify = &vq;
    Altered__Reply *r = ask(h, request_bytes(&q));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    reply_free(r);
    judged_handler_destroy(&h);
}

/* A game of the decks with Unique cards (tests/decks/uniques_*), made by
 * gen: its header carries the records. */
static Altered__GameLog *unique_game(void)
{
    char path[256], cmd[1536];
    snprintf(path, sizeof path, "/tmp/test_judged_handler_u_%ld.altlog", (long)getpid());
    snprintf(cmd, sizeof cmd,
             "'%s/altered-replay' gen --deck '%s/tests/decks/uniques_yzmir.txt' --deck "
             "'%s/tests/decks/uniques_muna.txt' --uniques '%s/tests/decks/uniques_muna.uniques' --seed 7 --games 1 "
             "--out '%s' 2>/dev/null",
             ALT_BIN_DIR, ALT_SOURCE_DIR, ALT_SOURCE_DIR, ALT_SOURCE_DIR, path);
    assert_int_equal(system(cmd), 0);
    char err[256];
    replay_reader *rd = replay_reader_open(path, err, sizeof err);
    assert_non_null(rd);
    Altered__GameLog *log = NULL;
    assert_int_equal(replay_reader_next(rd, &log, err, sizeof err), 1);
    /* The reader owns what it hands out: a copy through the wire. */
    size_t len = altered__game_log__get_packed_size(log);
    uint8_t *buf = malloc(len);
    altered__game_log__pack(log, buf);
    replay_reader_close(&rd);
    unlink(path);
    Altered__GameLog *copy = altered__game_log__unpack(NULL, len, buf);
    free(buf);
    assert_non_null(copy);
    assert_int_equal(copy->header->n_uniques, 5);
    return copy;
}

/* The daemon takes decks with Unique cards wherever it takes decks: the
 * header's records make the game's cards. Every step is legal with the
 * log's hash, the state and a verify agree with the log, and such a game
 * is never cached (its card database is the worker's for a while only).
 * A header that names a Unique without its record is refused as
 * unsupported, saying what is missing. */
static void test_unique_cards(void **state)
{
    (void)state;
    judged_cache *cache = judged_cache_new(8 << 20);
    judged_handler_ctx *h = handler(cache, 0);
    Altered__GameLog *log = unique_game();
    for (size_t k = 0; k < log->n_steps; k++) {
        Altered__Reply *r = ask(h, query_bytes(Q_LEGAL, k + 1, log, k, log->steps[k]->action));
        assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
        if (!r->legal->legal)
            fail_msg("step %zu: %s", k + 1, r->legal->reason);
        assert_true(r->legal->hash_after == log->steps[k]->hash);
        reply_free(r);
    }
    Altered__Reply *r = ask(h, query_bytes(Q_STATE, 5, log, log->n_steps, NULL));
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_STATE);
    assert_true(r->state->hash == log->steps[log->n_steps - 1]->hash);
    reply_free(r);
    judged_cache_stats st;
    judged_cache_get_stats(cache, &st);
    assert_int_equal(st.entries, 0);
    assert_int_equal(st.hits + st.partial_hits, 0);
    check_verify(h, log, REPLAY_EXIT_OK);

    size_t n = log->header->n_uniques;
    log->header->n_uniques = 0;
    r = ask(h, query_bytes(Q_ACTIONS, 6, log, 3, NULL));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_UNSUPPORTED);
    assert_non_null(strstr(r->error->message, "is a Unique card whose record the log does not carry"));
    reply_free(r);
    log->header->n_uniques = n;
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
    judged_cache_destroy(&cache);
}

/* A recorded game (docs/log-format.md, "Chance"), made by gen. */
static Altered__GameLog *recorded_game(uint8_t **bytes_out, size_t *len_out)
{
    char path[256], cmd[768], err[256];
    snprintf(path, sizeof path, "/tmp/test_judged_handler_rec_%ld.altlog", (long)getpid());
    snprintf(cmd, sizeof cmd, "'%s/altered-replay' gen --seed 326 --games 1 --chance recorded --out '%s' 2>/dev/null",
             ALT_BIN_DIR, path);
    assert_int_equal(system(cmd), 0);
    replay_reader *rd = replay_reader_open(path, err, sizeof err);
    assert_non_null(rd);
    Altered__GameLog *log = NULL;
    assert_int_equal(replay_reader_next(rd, &log, err, sizeof err), 1);
    *len_out = altered__game_log__get_packed_size(log);
    *bytes_out = malloc(*len_out);
    altered__game_log__pack(log, *bytes_out);
    replay_reader_close(&rd);
    unlink(path);
    Altered__GameLog *g = altered__game_log__unpack(NULL, *len_out, *bytes_out);
    assert_non_null(g);
    return g;
}

/* A LegalActions request about a recorded game given as its answers: the
 * setup's outcomes and each step's as chance's actions (player 2) among
 * the players', up to step k; with_setup 1 leaves the setup's outcomes in
 * the header instead, -1 gives them nowhere. */
static Altered__Reply *ask_recorded(judged_handler_ctx *h, Altered__GameLog *log, size_t k, int with_setup)
{
    size_t n = with_setup != 0 ? 0 : log->header->n_setup_chance;
    for (size_t i = 0; i < k; i++)
        n += 1 + log->steps[i]->n_chance;
    Altered__Action *chance = calloc(n ? n : 1, sizeof *chance);
    Altered__Action **acts = calloc(n ? n : 1, sizeof *acts);
    size_t m = 0;
    for (size_t i = 0; with_setup == 0 && i < log->header->n_setup_chance; i++) {
        altered__action__init(&chance[m]);
        chance[m].kind = ALTERED__ACTION_KIND__ACTION_CHANCE;
        chance[m].player = ALT_CHANCE_PLAYER;
        chance[m].object = ALT_NO_OBJECT;
        chance[m].choice = log->header->setup_chance[i];
        acts[m] = &chance[m];
        m++;
    }
    for (size_t i = 0; i < k; i++) {
        acts[m++] = log->steps[i]->action;
        for (size_t j = 0; j < log->steps[i]->n_chance; j++) {
            altered__action__init(&chance[m]);
            chance[m].kind = ALTERED__ACTION_KIND__ACTION_CHANCE;
            chance[m].player = ALT_CHANCE_PLAYER;
            chance[m].object = ALT_NO_OBJECT;
            chance[m].choice = log->steps[i]->chance[j];
            acts[m] = &chance[m];
            m++;
        }
    }
    Altered__Header hd = *log->header;
    if (with_setup != 1) {
        hd.n_setup_chance = 0;
        hd.setup_chance = NULL;
    }
    Altered__GameSoFar g = ALTERED__GAME_SO_FAR__INIT;
    g.header = &hd;
    g.n_actions = m;
    g.actions = acts;
    Altered__LegalActionsRequest aq = ALTERED__LEGAL_ACTIONS_REQUEST__INIT;
    aq.game = &g;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 77;
    q.kind_case = ALTERED__REQUEST__KIND_LEGAL_ACTIONS;
    q.legal_actions = &aq;
    Altered__Reply *r = ask(h, request_bytes(&q));
    free(chance);
    free(acts);
    return r;
}

/* Recorded chance through the daemon: a recorded log verifies, and one
 * whose setup deals a card twice is illegal, citing CR 4.1.i; a game so
 * far waits on chance (decision 7, player 2) until its actions give the
 * outcomes, which may come as chance's actions or from the header. */
static void test_recorded_chance(void **state)
{
    (void)state;
    judged_cache *cache = judged_cache_new(1 << 20);
    judged_handler_ctx *h = handler(cache, 0);
    uint8_t *packed = NULL;
    size_t len = 0;
    Altered__GameLog *log = recorded_game(&packed, &len);
    assert_int_equal(log->header->chance, ALTERED__CHANCE_MODE__CHANCE_RECORDED);
    check_verify(h, log, REPLAY_EXIT_OK);
    uint32_t second = log->header->setup_chance[8];
    log->header->setup_chance[8] = log->header->setup_chance[7];     /* player 0's top card, twice */
    check_verify(h, log, REPLAY_EXIT_ILLEGAL);
    log->header->setup_chance[8] = second;
    /* Headers no build writes are malformed, as verify calls them: a
     * recorded log hashed over encoding 4, or of a revision-1 ruleset. */
    uint32_t encoding = log->header->versions->hash_encoding;
    log->header->versions->hash_encoding = 4;
    check_verify(h, log, REPLAY_EXIT_MALFORMED);
    Altered__Reply *bad = ask_recorded(h, log, 0, 1);
    assert_error(bad, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    reply_free(bad);
    log->header->versions->hash_encoding = encoding;
    char *ruleset = log->header->versions->ruleset;
    log->header->versions->ruleset = (char *)"seeds-1";
    check_verify(h, log, REPLAY_EXIT_MALFORMED);
    bad = ask_recorded(h, log, 0, 1);
    assert_error(bad, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    reply_free(bad);
    log->header->versions->ruleset = ruleset;

    /* No outcome given: the Tumult's order is asked, three ways. */
    Altered__Reply *r = ask_recorded(h, log, 0, -1);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL_ACTIONS);
    assert_int_equal(r->legal_actions->decision->kind, ALT_DEC_CHANCE);
    assert_int_equal(r->legal_actions->decision->player, ALT_CHANCE_PLAYER);
    assert_int_equal(r->legal_actions->n_actions, 3);
    for (size_t i = 0; i < 3; i++) {
        assert_int_equal(r->legal_actions->actions[i]->kind, ALTERED__ACTION_KIND__ACTION_CHANCE);
        assert_int_equal(r->legal_actions->actions[i]->player, ALT_CHANCE_PLAYER);
    }
    reply_free(r);
    /* Every outcome among the actions, or the setup's in the header: the
     * state the log records after the step. */
    size_t ks[] = {1, 10, log->n_steps / 2, log->n_steps};
    for (int with_setup = 0; with_setup <= 1; with_setup++)
        for (size_t i = 0; i < sizeof ks / sizeof ks[0]; i++) {
            r = ask_recorded(h, log, ks[i], with_setup);
            assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL_ACTIONS);
            assert_true(r->legal_actions->hash == log->steps[ks[i] - 1]->hash);
            assert_int_not_equal(r->legal_actions->decision->kind, ALT_DEC_CHANCE);
            reply_free(r);
        }
    size_t with_dice = 0;
    for (size_t i = 0; i < log->n_steps; i++)
        with_dice += log->steps[i]->n_chance > 0;
    assert_true(with_dice > 0);     /* the walk above gives chance's actions mid-game too */
    altered__game_log__free_unpacked(log, NULL);
    free(packed);
    judged_handler_destroy(&h);
    judged_cache_destroy(&cache);
}

/* A packed Verify request of log, named games.altlog, game 3. */
static bytes verify_request(Altered__GameLog *log)
{
    Altered__VerifyRequest vq = ALTERED__VERIFY_REQUEST__INIT;
    vq.log = log;
    vq.name = (char *)"games.altlog";
    vq.index = 3;
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 31;
    q.kind_case = ALTERED__REQUEST__KIND_VERIFY;
    q.verify = &vq;
    return request_bytes(&q);
}

/* Replaces the first occurrence of a marker byte string in b, same length. */
static void patch(bytes b, const char *from, const char *to, size_t n)
{
    for (size_t i = 0; i + n <= b.len; i++)
        if (memcmp(b.p + i, from, n) == 0) {
            memcpy(b.p + i, to, n);
            return;
        }
    fail_msg("marker %s not in the request", from);
}

/* Issue 14: a string with bytes after a NUL, or not UTF-8, is malformed:
 * a Verify verdict of 3, an error for a game so far; and a reply quoting
 * input cut in the middle of a character is still UTF-8. */
static void test_strings_on_the_wire(void **state)
{
    (void)state;
    judged_handler_ctx *h = handler(NULL, 0);
    Altered__GameLog *log = game(3);
    char ruleset[32];
    snprintf(ruleset, sizeof ruleset, "%s_-2", log->header->versions->ruleset);
    char *old = log->header->versions->ruleset;
    log->header->versions->ruleset = ruleset;
    bytes b = verify_request(log);
    patch(b, "_-2", "\0-2", 3);
    Altered__Reply *r = ask(h, b);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_VERIFY);
    assert_int_equal(r->verify->verdict, REPLAY_EXIT_MALFORMED);
    assert_non_null(strstr(r->verify->reason, "header.versions.ruleset: a NUL byte inside the string"));
    reply_free(r);
    /* The same header in a Legal request: an error naming the field. */
    size_t len = 0;
    uint8_t *q = pack_query(Q_LEGAL, 5, log, 3, log->steps[3]->action, &len);
    bytes lb = {q, len};
    patch(lb, "_-2", "\0-2", 3);
    r = ask(h, lb);
    assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    assert_non_null(strstr(r->error->message, "legal.game.header.versions.ruleset"));
    reply_free(r);
    /* Invalid UTF-8 in an event name. */
    log->header->versions->ruleset = old;
    Altered__Event ev = ALTERED__EVENT__INIT;
    ev.name = (char *)"Open_";
    log->header->event = &ev;
    b = verify_request(log);
    patch(b, "Open_", "Open\xff", 5);
    r = ask(h, b);
    assert_int_equal(r->verify->verdict, REPLAY_EXIT_MALFORMED);
    assert_non_null(strstr(r->verify->reason, "header.event.name: the string is not valid UTF-8"));
    reply_free(r);
    log->header->event = NULL;
    /* A card reference cut by the message inside a character. */
    char ref[80];
    memset(ref, 'A', 63);
    snprintf(ref + 63, sizeof ref - 63, "\xc3\xa9" "B");
    char *card = log->header->decks[0]->cards[0];
    log->header->decks[0]->cards[0] = ref;
    r = ask(h, verify_request(log));
    assert_int_equal(r->verify->verdict, REPLAY_EXIT_UNSUPPORTED);
    assert_true(replay_utf8_valid(r->verify->reason, strlen(r->verify->reason), NULL));
    assert_true(replay_utf8_valid(r->verify->report, strlen(r->verify->report), NULL));
    assert_non_null(strstr(r->verify->reason, "\xef\xbf\xbd"));   /* U+FFFD */
    reply_free(r);
    log->header->decks[0]->cards[0] = card;
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
}

/* Issue 14: a log that stops before its game ends is unfinished (6). */
static void test_verify_unfinished(void **state)
{
    (void)state;
    judged_handler_ctx *h = handler(NULL, 0);
    Altered__GameLog *log = game(2);
    size_t n = log->n_steps;
    log->n_steps = 10;
    Altered__Reply *r = ask(h, verify_request(log));
    assert_int_equal(r->verify->verdict, REPLAY_EXIT_UNFINISHED);
    assert_string_equal(r->verify->verdict_name, "unfinished");
    assert_int_equal(r->verify->steps, 10);
    reply_free(r);
    log->n_steps = 0;
    r = ask(h, verify_request(log));
    assert_int_equal(r->verify->verdict, REPLAY_EXIT_UNFINISHED);
    assert_non_null(strstr(r->verify->reason, "no step"));
    reply_free(r);
    log->n_steps = n;
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
}

/* Issue 14: with a signing key, a Verify reply carries a signed verdict of
 * the game's bytes as sent; another key, or one byte changed, fails. */
static void test_verify_signed(void **state)
{
    (void)state;
    assert_true(sodium_init() >= 0);
    replay_sign_key key, other;
    crypto_sign_keypair(key.public_key, key.secret);
    crypto_sign_keypair(other.public_key, other.secret);
    judged_handler_opts o = {.worker = "test/0", .sign_key = &key};
    judged_handler_ctx *h = judged_handler_new(&o);
    assert_non_null(h);
    Altered__GameLog *log = game(1);
    Altered__Reply *r = ask(h, verify_request(log));
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_VERIFY);
    ProtobufCBinaryData sv = r->verify->signed_verdict;
    assert_true(sv.len > 0);
    char why[256];
    Altered__Verdict *v = NULL;
    assert_int_equal(replay_verdict_check(sv.data, sv.len, key.public_key, &v, why, sizeof why), 0);
    assert_int_equal(v->scope, ALTERED__VERDICT_SCOPE__VERDICT_SCOPE_GAME);
    assert_int_equal(v->n_games, 1);
    assert_int_equal(v->games[0]->index, 3);
    assert_int_equal(v->games[0]->verdict, r->verify->verdict);
    assert_string_equal(v->verifier->program, "altered-judged");
    uint8_t sha[32];
    crypto_hash_sha256(sha, game_bytes[1], game_len[1]);
    assert_memory_equal(v->sha256.data, sha, 32);
    assert_memory_equal(v->games[0]->sha256.data, sha, 32);
    assert_non_null(v->games[0]->header);
    altered__verdict__free_unpacked(v, NULL);
    assert_int_equal(replay_verdict_check(sv.data, sv.len, other.public_key, &v, why, sizeof why), -1);
    uint8_t *bad = malloc(sv.len);
    memcpy(bad, sv.data, sv.len);
    bad[sv.len / 2] ^= 0x20;
    assert_int_equal(replay_verdict_check(bad, sv.len, key.public_key, &v, why, sizeof why), -1);
    free(bad);
    reply_free(r);
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
    /* Without a key: no signed verdict. */
    h = handler(NULL, 0);
    log = game(1);
    r = ask(h, verify_request(log));
    assert_int_equal(r->verify->signed_verdict.len, 0);
    reply_free(r);
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
}

static void test_errors(void **state)
{
    (void)state;
    judged_handler_ctx *h = handler(NULL, 10);
    Altered__Reply *r;

    /* Not a Request: id 0. */
    static const uint8_t junk[] = {0xFF, 0xFF, 0xFF, 0xFF};
    r = call(h, junk, sizeof junk);
    assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    assert_int_equal(r->id, 0);
    reply_free(r);

    /* An empty message is a Request with nothing set. */
    r = call(h, NULL, 0);
    assert_error(r, ALTERED__ERROR_CODE__ERROR_UNKNOWN_REQUEST);
    reply_free(r);

    /* An id and no kind; and a kind this build does not know (field 15). */
    Altered__Request q = ALTERED__REQUEST__INIT;
    q.id = 99;
    r = ask(h, request_bytes(&q));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_UNKNOWN_REQUEST);
    assert_int_equal(r->id, 99);
    reply_free(r);
    static const uint8_t future[] = {0x08, 0x05, 0x7A, 0x00};   /* id 5, field 15 empty message */
    r = call(h, future, sizeof future);
    assert_error(r, ALTERED__ERROR_CODE__ERROR_UNKNOWN_REQUEST);
    assert_int_equal(r->id, 5);
    reply_free(r);

    Altered__GameLog *log = game(0);
    /* Over the daemon's limit of 10 actions. */
    r = ask(h, query_bytes(Q_STATE, 3, log, 11, NULL));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_TOO_LONG);
    assert_int_equal(r->id, 3);
    reply_free(r);
    r = ask(h, query_bytes(Q_STATE, 3, log, 10, NULL));
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_STATE);
    reply_free(r);

    /* An illegal action in the history: its step and its rule. */
    log->steps[4]->action->player ^= 1;
    r = ask(h, query_bytes(Q_ACTIONS, 4, log, 8, NULL));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_ILLEGAL_HISTORY);
    assert_int_equal(r->error->step, 5);
    assert_true(strlen(r->error->rule) > 0);
    assert_non_null(strstr(r->error->message, "step 5"));
    assert_non_null(strstr(r->error->message, r->error->rule));
    reply_free(r);
    log->steps[4]->action->player ^= 1;

    /* A field out of range in the history. */
    log->steps[2]->action->object = 4096;
    r = ask(h, query_bytes(Q_ACTIONS, 4, log, 8, NULL));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    assert_int_equal(r->error->step, 3);
    reply_free(r);
    altered__game_log__free_unpacked(log, NULL);

    /* Unknown card, unknown ruleset, another card database, another RNG. */
    struct {
        int what;
        Altered__ErrorCode code;
    } cases[] = {
        {0, ALTERED__ERROR_CODE__ERROR_UNSUPPORTED}, {1, ALTERED__ERROR_CODE__ERROR_UNSUPPORTED},
        {2, ALTERED__ERROR_CODE__ERROR_UNSUPPORTED}, {3, ALTERED__ERROR_CODE__ERROR_UNSUPPORTED},
        {4, ALTERED__ERROR_CODE__ERROR_UNSUPPORTED}, {5, ALTERED__ERROR_CODE__ERROR_MALFORMED},
        {6, ALTERED__ERROR_CODE__ERROR_MALFORMED},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        log = game(0);
        Altered__Header *hd = log->header;
        char *card = hd->decks[1]->cards[3], *ruleset = hd->versions->ruleset, *rng = hd->versions->rng;
        Altered__Versions *versions = hd->versions;
        switch (cases[i].what) {
        case 0: hd->decks[1]->cards[3] = (char *)"ALT_CORE_B_XX_99_C"; break;
        case 1: hd->versions->ruleset = (char *)"seeds-7"; break;
        case 2: hd->versions->card_db_digest ^= 1; break;
        case 3: hd->versions->rng = (char *)"mt19937-1"; break;
        case 4: hd->format_version = 2; break;
        case 5: hd->n_decks = 1; break;
        case 6: hd->versions = NULL; break;
        }
        r = ask(h, query_bytes(Q_STATE, 50 + i, log, 3, NULL));
        assert_error(r, cases[i].code);
        assert_int_equal(r->id, 50 + i);
        assert_true(strlen(r->error->message) > 0);
        reply_free(r);
        hd->decks[1]->cards[3] = card;
        hd->n_decks = 2;
        hd->versions = versions;
        versions->ruleset = ruleset;
        versions->rng = rng;
        altered__game_log__free_unpacked(log, NULL);
    }

    /* No game, no header. */
    Altered__StateRequest sq = ALTERED__STATE_REQUEST__INIT;
    q.kind_case = ALTERED__REQUEST__KIND_STATE;
    q.state = &sq;
    r = ask(h, request_bytes(&q));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    reply_free(r);
    Altered__GameSoFar g = ALTERED__GAME_SO_FAR__INIT;
    sq.game = &g;
    r = ask(h, request_bytes(&q));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_MALFORMED);
    reply_free(r);
    judged_handler_destroy(&h);

    /* A request larger than the handler accepts. */
    judged_handler_opts o = {.max_request_bytes = 64};
    h = judged_handler_new(&o);
    assert_non_null(h);
    log = game(0);
    r = ask(h, query_bytes(Q_STATE, 3, log, 10, NULL));
    assert_error(r, ALTERED__ERROR_CODE__ERROR_TOO_LONG);
    reply_free(r);
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
}

/* Random bytes, truncations and bit flips of good requests: every one gets
 * a Reply, and a good request after them all is answered as before. */
static void test_garbage(void **state)
{
    (void)state;
    judged_cache *cache = judged_cache_new(1 << 20);
    judged_handler_ctx *h = handler(cache, 0);
    Altered__GameLog *log = game(4);
    size_t glen;
    uint8_t *good = pack_query(Q_LEGAL, 1234, log, 20, log->steps[20]->action, &glen);
    Altered__Reply *want = call(h, good, glen);
    assert_int_equal(want->kind_case, ALTERED__REPLY__KIND_LEGAL);
    assert_true(want->legal->legal);
    uint64_t seed = 7;
    uint8_t buf[4096];
    int errors = 0;
    for (int i = 0; i < 6000; i++) {
        size_t len;
        uint64_t x = rnd(&seed);
        if (i % 3 == 0) {
            len = (size_t)(x % sizeof buf);
            for (size_t k = 0; k < len; k++)
                buf[k] = (uint8_t)rnd(&seed);
        } else if (i % 3 == 1) {
            len = (size_t)(x % glen);
            memcpy(buf, good, len);
        } else {
            len = glen < sizeof buf ? glen : sizeof buf;
            memcpy(buf, good, len);
            for (int f = 0; f < 1 + (int)(x % 4); f++) {
                uint64_t y = rnd(&seed);
                buf[y % len] ^= (uint8_t)(1u << ((y >> 32) % 8));
            }
        }
        Altered__Reply *r = call(h, buf, len);
        errors += r->kind_case == ALTERED__REPLY__KIND_ERROR;
        reply_free(r);
    }
    assert_true(errors > 1000);
    Altered__Reply *again = call(h, good, glen);
    assert_int_equal(again->kind_case, ALTERED__REPLY__KIND_LEGAL);
    assert_true(again->legal->legal);
    assert_true(again->legal->hash_after == want->legal->hash_after);
    reply_free(again);
    reply_free(want);
    free(good);
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
    judged_cache_destroy(&cache);
}

/* A growing game: each request finds the previous one's state; the replies
 * are byte for byte those of a handler without a cache. */
static void test_cache_growing_game(void **state)
{
    (void)state;
    judged_cache *cache = judged_cache_new(16 << 20);
    judged_handler_ctx *cached = handler(cache, 0);
    judged_handler_ctx *plain = handler(NULL, 0);
    Altered__GameLog *log = game(5);
    judged_cache_stats before, after;
    for (size_t k = 0; k < log->n_steps; k++) {
        for (int kind = Q_LEGAL; kind <= Q_STATE; kind++) {
            size_t len;
            uint8_t *req = pack_query((query)kind, k, log, k, log->steps[k]->action, &len);
            uint8_t *a = NULL, *b = NULL;
            size_t al = 0, bl = 0;
            judged_cache_get_stats(cache, &before);
            assert_int_equal(judged_handle(cached, req, len, &a, &al), 0);
            judged_cache_get_stats(cache, &after);
            assert_int_equal(judged_handle(plain, req, len, &b, &bl), 0);
            assert_int_equal(al, bl);
            assert_memory_equal(a, b, al);
            if (k > 0) {
                /* The first kind at step k finds step k-1 cached; the others find step k. */
                if (kind == Q_LEGAL)
                    assert_int_equal(after.partial_hits, before.partial_hits + 1);
                else
                    assert_int_equal(after.hits, before.hits + 1);
                assert_int_equal(after.misses, before.misses);
            }
            free(a);
            free(b);
            free(req);
        }
    }
    judged_cache_get_stats(cache, &after);
    assert_int_equal(after.misses, 1);
    assert_true(after.hits >= 2 * (log->n_steps - 1));
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&cached);
    judged_handler_destroy(&plain);
    judged_cache_destroy(&cache);
}

/* Requests that are valid but not what a canonical encoder writes (an
 * unknown field, a repeated id) leave the fast path and get the full path's
 * answer; the proxy's entry (judged_handle_cached) answers Legal and
 * LegalActions only. */
static void test_fast_path_fallback(void **state)
{
    (void)state;
    judged_cache *cache = judged_cache_new(4 << 20);
    judged_handler_ctx *h = handler(cache, 0);
    judged_handler_ctx *plain = handler(NULL, 0);
    Altered__GameLog *log = game(2);
    bytes b = query_bytes(Q_LEGAL, 5, log, 30, log->steps[30]->action);
    uint8_t *want = NULL, *got = NULL;
    size_t want_len = 0, got_len = 0;
    assert_int_equal(judged_handle(plain, b.p, b.len, &want, &want_len), 0);
    for (int round = 0; round < 3; round++) {            /* miss, then fast hits */
        assert_int_equal(judged_handle(h, b.p, b.len, &got, &got_len), 0);
        assert_int_equal(got_len, want_len);
        assert_memory_equal(got, want, want_len);
        free(got);
    }
    /* The proxy's entry answers a cached Legal or LegalActions request, and
     * leaves State to a worker (its JSON position is slow to write). */
    for (int kind = Q_LEGAL; kind <= Q_STATE; kind++) {
        bytes q = query_bytes((query)kind, 5, log, 30, log->steps[30]->action);
        uint8_t *fast = NULL;
        size_t fast_len = 0;
        int answered = judged_handle_cached(h, q.p, q.len, &fast, &fast_len);
        assert_int_equal(answered, kind != Q_STATE);
        if (answered) {
            bytes full = reply_bytes(plain, q);
            assert_same_bytes((bytes){fast, fast_len}, full, "the proxy's answer");
            free(full.p);
        } else {
            assert_null(fast);
            free(q.p);
        }
        free(fast);
    }
    uint8_t *odd = malloc(b.len + 4);
    memcpy(odd, b.p, b.len);
    odd[b.len] = 0x78;                                   /* field 15, varint 1: unknown */
    odd[b.len + 1] = 0x01;
    assert_int_equal(judged_handle(h, odd, b.len + 2, &got, &got_len), 0);
    assert_int_equal(got_len, want_len);
    assert_memory_equal(got, want, want_len);
    free(got);
    odd[b.len] = 0x08;                                   /* the id again: the last one counts */
    odd[b.len + 1] = 0x06;
    Altered__Reply *r = call(h, odd, b.len + 2);
    assert_int_equal(r->id, 6);
    assert_int_equal(r->kind_case, ALTERED__REPLY__KIND_LEGAL);
    assert_true(r->legal->legal);
    reply_free(r);
    free(odd);
    free(b.p);
    free(want);
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
    judged_handler_destroy(&plain);
    judged_cache_destroy(&cache);
}

/* A varint of the request bytes at *p; advances *p. */
static uint64_t test_varint(const uint8_t **p)
{
    uint64_t v = 0;
    for (int shift = 0;; shift += 7) {
        uint8_t b = *(*p)++;
        v |= (uint64_t)(b & 0x7F) << shift;
        if (!(b & 0x80))
            return v;
    }
}

/* The length-delimited field `field` of the message in [*p, end): its bytes
 * become [*p, *end) (the message's first such field). */
static void test_enter(const uint8_t **p, const uint8_t **end, unsigned field)
{
    while (*p < *end) {
        uint64_t tag = test_varint(p);
        uint64_t v = test_varint(p);
        if ((tag & 7) == 2 && (tag >> 3) == field) {
            *end = *p + v;
            return;
        }
        if ((tag & 7) == 2)
            *p += v;
    }
    fail_msg("field %u not found", field);
}

/* Writes the fields of the first action of a Legal request that has two
 * or more in the reverse order, in place: the same action, not as
 * canonical encoders write it. */
static void reverse_an_action(uint8_t *req, size_t len)
{
    const uint8_t *p = req, *end = req + len;
    test_enter(&p, &end, ALTERED__REQUEST__KIND_LEGAL);
    test_enter(&p, &end, 1);                      /* the game so far */
    while (p < end) {
        uint64_t tag = test_varint(&p);
        uint64_t v = test_varint(&p);
        assert_int_equal(tag & 7, 2);
        if (tag >> 3 == 2) {
            const uint8_t *f = p, *fend = p + v;
            const uint8_t *starts[8];
            size_t n = 0;
            while (f < fend && n < 8) {
                starts[n++] = f;
                test_varint(&f);
                test_varint(&f);
            }
            if (n >= 2) {
                uint8_t tmp[64];
                size_t at = 0;
                for (size_t i = n; i-- > 0;) {
                    const uint8_t *stop = i + 1 < n ? starts[i + 1] : fend;
                    memcpy(tmp + at, starts[i], (size_t)(stop - starts[i]));
                    at += (size_t)(stop - starts[i]);
                }
                assert_int_equal(at, v);
                memcpy((uint8_t *)p, tmp, at);
                return;
            }
        }
        p += v;
    }
    fail_msg("no action with two fields");
}

/* The cache names a game's actions by their bytes: an action whose fields
 * come in another order than canonical encoders write them is another
 * name, and the answer is the same, on the proxy's entry too. */
static void test_cache_action_bytes(void **state)
{
    (void)state;
    judged_cache *cache = judged_cache_new(4 << 20);
    judged_handler_ctx *h = handler(cache, 0);
    judged_handler_ctx *plain = handler(NULL, 0);
    Altered__GameLog *log = game(2);
    bytes b = query_bytes(Q_LEGAL, 5, log, 30, log->steps[30]->action);
    bytes want = reply_bytes(plain, (bytes){b.p, b.len});
    b = query_bytes(Q_LEGAL, 5, log, 30, log->steps[30]->action);
    bytes canonical = reply_bytes(h, b);                 /* the full path caches the game */
    assert_same_bytes(canonical, want, "the canonical request");
    for (int round = 0; round < 2; round++) {
        bytes odd = query_bytes(Q_LEGAL, 5, log, 30, log->steps[30]->action);
        reverse_an_action(odd.p, odd.len);
        uint8_t *fast = NULL;
        size_t fast_len = 0;
        if (judged_handle_cached(h, odd.p, odd.len, &fast, &fast_len))
            assert_same_bytes((bytes){fast, fast_len}, want, "the proxy's answer");
        free(fast);
        bytes got = reply_bytes(h, odd);
        assert_same_bytes(got, want, "the reordered request");
        free(got.p);
    }
    free(canonical.p);
    free(want.p);
    altered__game_log__free_unpacked(log, NULL);
    judged_handler_destroy(&h);
    judged_handler_destroy(&plain);
    judged_cache_destroy(&cache);
}

/* A game as the cache names it (cache.h): its actions packed by protobuf-c,
 * each as GameSoFar field 2. */
enum { CACHE_TEST_ACTIONS = 64 };

static judged_cache_game cache_game(uint64_t header, const alt_action *acts, size_t n, uint8_t *buf)
{
    assert_true(n <= CACHE_TEST_ACTIONS);
    size_t at = 0;
    for (size_t i = 0; i < n; i++) {
        Altered__Action a;
        replay_action_to_log(&acts[i], &a);
        size_t len = altered__action__get_packed_size(&a);
        assert_true(len < 128);
        buf[at++] = 0x12;
        buf[at++] = (uint8_t)len;
        at += altered__action__pack(&a, buf + at);
    }
    return (judged_cache_game){header, buf, at};
}

static long cache_find(judged_cache *c, uint64_t header, const alt_action *acts, size_t n, alt_game *out)
{
    uint8_t buf[CACHE_TEST_ACTIONS * 32];
    judged_cache_game g = cache_game(header, acts, n, buf);
    size_t k_len = 0;
    long k = judged_cache_find(c, &g, out, &k_len);
    if (k >= 0) {
        judged_cache_game prefix = cache_game(header, acts, (size_t)k, buf);
        assert_int_equal(k_len, prefix.len);      /* where the prefix's actions end */
    }
    return k;
}

static void cache_put(judged_cache *c, uint64_t header, const alt_action *acts, size_t n, const alt_game *state)
{
    uint8_t buf[CACHE_TEST_ACTIONS * 32];
    judged_cache_game g = cache_game(header, acts, n, buf);
    judged_cache_put(c, &g, n, g.len, state);
}

/* The cache alone: prefixes, the per-header limit and the LRU bound. */
static void test_cache_unit(void **state)
{
    (void)state;
    alt_cards *db = NULL;
    assert_int_equal(alt_cards_bundled(&db), ALT_OK);
    Altered__GameLog *log = game(0);
    alt_setup setup;
    char msg[256];
    assert_int_equal(replay_log_setup(db, log, &setup, msg, sizeof msg), REPLAY_EXIT_OK);
    alt_game *g = NULL;
    assert_int_equal(alt_game_new(db, &setup, &g, msg, sizeof msg), ALT_OK);
    alt_action acts[64];
    uint64_t hashes[64];
    size_t n = log->n_steps < 64 ? log->n_steps : 64;
    for (size_t i = 0; i < n; i++) {
        assert_int_equal(replay_action_from_log(log->steps[i]->action, &acts[i]), 0);
        hashes[i] = log->steps[i]->hash;
    }
    alt_game *out = malloc(alt_game_size());

    assert_null(judged_cache_new(16));               /* not even one entry */
    judged_cache *c = judged_cache_new(64 << 10);    /* a handful of entries */
    assert_non_null(c);
    judged_cache_stats st;
    judged_cache_get_stats(c, &st);
    size_t cap = st.capacity;
    assert_true(cap >= 4 && cap < 64);

    assert_int_equal(cache_find(c, 1, acts, 5, out), -1);
    alt_game *w = alt_game_clone(g);
    for (size_t i = 0; i < 5; i++)
        assert_int_equal(alt_game_apply(w, &acts[i], NULL), ALT_OK);
    cache_put(c, 1, acts, 5, w);
    assert_int_equal(cache_find(c, 1, acts, 5, out), 5);
    assert_true(alt_game_hash(out) == hashes[4]);
    assert_int_equal(cache_find(c, 1, acts, 9, out), 5);     /* the longest prefix */
    assert_true(alt_game_hash(out) == hashes[4]);
    assert_int_equal(cache_find(c, 2, acts, 9, out), -1);    /* another header */
    assert_int_equal(cache_find(c, 1, acts, 4, out), -1);    /* a shorter game */
    alt_action other[9];
    memcpy(other, acts, sizeof other);
    other[2].choice = 1;                                            /* a different prefix */
    assert_int_equal(cache_find(c, 1, other, 9, out), -1);
    judged_cache_get_stats(c, &st);
    assert_int_equal(st.hits, 1);
    assert_int_equal(st.partial_hits, 1);
    assert_int_equal(st.misses, 4);

    /* One header keeps at most JUDGED_CACHE_PER_HEADER entries, newest. */
    for (size_t k = 6; k < 6 + JUDGED_CACHE_PER_HEADER + 2 && k <= n; k++) {
        assert_int_equal(alt_game_apply(w, &acts[k - 1], NULL), ALT_OK);
        cache_put(c, 1, acts, k, w);
    }
    judged_cache_get_stats(c, &st);
    assert_true(st.entries <= JUDGED_CACHE_PER_HEADER);
    assert_int_equal(cache_find(c, 1, acts, 5, out), -1);    /* the oldest went first */

    /* Many headers: the bound holds, the most recent stay. */
    for (uint64_t hd = 100; hd < 100 + 3 * cap; hd++)
        cache_put(c, hd, acts, 0, g);
    judged_cache_get_stats(c, &st);
    assert_int_equal(st.entries, cap);
    assert_int_equal(cache_find(c, 100 + 3 * cap - 1, acts, 0, out), 0);
    assert_int_equal(cache_find(c, 100, acts, 0, out), -1);
    judged_cache_destroy(&c);
    assert_null(c);

    free(out);
    alt_game_destroy(&w);
    alt_game_destroy(&g);
    alt_cards_destroy(&db);
    altered__game_log__free_unpacked(log, NULL);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_rule_of),
        cmocka_unit_test(test_info),
        cmocka_unit_test(test_legal_every_step),
        cmocka_unit_test(test_legal_refused),
        cmocka_unit_test(test_legal_actions),
        cmocka_unit_test(test_state),
        cmocka_unit_test(test_position_requests),
        cmocka_unit_test(test_position_not_cached),
        cmocka_unit_test(test_position_errors),
        cmocka_unit_test(test_verify),
        cmocka_unit_test(test_unique_cards),
        cmocka_unit_test(test_recorded_chance),
        cmocka_unit_test(test_strings_on_the_wire),
        cmocka_unit_test(test_verify_unfinished),
        cmocka_unit_test(test_verify_signed),
        cmocka_unit_test(test_errors),
        cmocka_unit_test(test_garbage),
        cmocka_unit_test(test_cache_growing_game),
        cmocka_unit_test(test_fast_path_fallback),
        cmocka_unit_test(test_cache_action_bytes),
        cmocka_unit_test(test_cache_unit),
    };
    return cmocka_run_group_tests(tests, make_games, free_games);
}
