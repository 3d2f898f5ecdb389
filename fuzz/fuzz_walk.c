/*
 * fuzz_walk.c: a structure-aware game walker (input layout: fuzz/walk.h).
 *
 * The input's bytes pick legal answers, so every input is a real game. After
 * every step the oracles below must hold, and any break aborts:
 *  - the state: alt_game_check passes; the hash is stable and equals XXH3-64
 *    of alt_game_encode's bytes; the Day never passes ALT_DAY_LIMIT;
 *  - the list: non-empty exactly while the game goes on, no duplicates,
 *    every entry from the deciding player with zero reserved bytes, the
 *    same answers whatever the capacity given;
 *  - every listed answer is legal and applies cleanly on a copy
 *    (alt_game_copy), leaving a state that passes alt_game_check and differs
 *    from the one before (else the same answer could be given forever);
 *  - answers that are not listed (wrong player, wrong kind, objects out of
 *    range or in the wrong zone, non-zero unused fields, random bytes) are
 *    refused by alt_game_legal and alt_game_apply with the same code and a
 *    reason, and leave the state byte-identical (the raw block and
 *    alt_game_encode's bytes); any such answer that is accepted must have
 *    been listed;
 *  - at the end, the actions taken replay on a fresh game to the same hashes,
 *    and the game written as a GameLog (protobuf, packed and unpacked) is
 *    verified by replay_game with every hash checked.
 * The regression driver (fuzz_thorough) tries every listed answer and every
 * unlisted candidate at every step; under libFuzzer each step tries a
 * sample (the chosen answer and a few others, a fifth of the candidates),
 * which keeps a game of a hundred steps near 10 ms with the sanitizers.
 */
#include <stdlib.h>
#include <string.h>

#include <xxhash.h>

#include "common.h"
#include "game.h"
#include "replay.h"
#include "walk.h"

enum {
    RANDOM_CANDIDATES = 6,
    LISTED_SAMPLE = 4,        /* listed answers tried per step, besides the chosen one */
    CANDIDATE_SAMPLE_PCT = 20 /* unlisted candidates tried per step */
};

typedef struct walker {
    alt_game *g;          /* the game being walked */
    alt_game *scratch;    /* copies to try answers on */
    alt_game *before;     /* the state before the step, raw */
    uint8_t enc_before[ALT_ENCODE_MAX];
    size_t enc_before_len;
    alt_action list[FUZZ_WALK_LIST_CAP];
    alt_action small[4];
    size_t n;
    uint64_t rng;
} walker;

/* The state oracles; returns the hash. */
static uint64_t check_state(const alt_game *g)
{
    uint8_t enc[ALT_ENCODE_MAX];
    const char *what = NULL;
    alt_err err = alt_game_check(g, &what);
    FUZZ_CHECK(err == ALT_OK, "alt_game_check: %s", what ? what : "(no reason)");
    uint64_t h1 = alt_game_hash(g), h2 = alt_game_hash(g);
    FUZZ_CHECK(h1 == h2, "the hash is not stable: %016llx then %016llx", (unsigned long long)h1,
               (unsigned long long)h2);
    size_t len = alt_game_encode(g, enc, sizeof enc);
    FUZZ_CHECK(len > 0 && len <= ALT_ENCODE_MAX, "encoding length %zu", len);
    FUZZ_CHECK(alt_game_encode(g, NULL, 0) == len, "the encoding's length depends on the buffer");
    FUZZ_CHECK(XXH3_64bits(enc, len) == h1, "the hash is not XXH3-64 of the encoding");
    alt_decision d = alt_game_decision(g);
    FUZZ_CHECK(d.day >= 1 && d.day <= ALT_DAY_LIMIT, "Day %u", (unsigned)d.day);
    FUZZ_CHECK((d.kind == ALT_DEC_NONE) == (d.phase == ALT_PHASE_OVER), "decision %d in phase %d", (int)d.kind,
               (int)d.phase);
    return h1;
}

static int same_action(const alt_action *a, const alt_action *b)
{
    return memcmp(a, b, sizeof *a) == 0;
}

static int listed(const walker *w, const alt_action *a)
{
    for (size_t i = 0; i < w->n; i++)
        if (same_action(&w->list[i], a))
            return 1;
    return 0;
}

static void snapshot(walker *w)
{
    alt_game_copy(w->before, w->g);
    w->enc_before_len = alt_game_encode(w->g, w->enc_before, sizeof w->enc_before);
}

static void assert_unchanged(const walker *w, const alt_action *a)
{
    uint8_t enc[ALT_ENCODE_MAX];
    size_t len = alt_game_encode(w->g, enc, sizeof enc);
    FUZZ_CHECK(len == w->enc_before_len && memcmp(enc, w->enc_before, len) == 0,
               "a refused answer (kind %u player %u object %u expedition %u choice %u reserved %u) changed the "
               "encoding",
               a->kind, a->player, a->object, a->expedition, a->choice, a->reserved);
    FUZZ_CHECK(memcmp(w->g, w->before, alt_game_size()) == 0,
               "a refused answer (kind %u player %u object %u) changed the state's bytes", a->kind, a->player,
               a->object);
}

/* The list oracles, and listed answers applied on a copy (the chosen one
 * always, about LISTED_SAMPLE others when not thorough). */
static void check_list(walker *w, uint8_t byte)
{
    alt_decision d = alt_game_decision(w->g);
    w->n = alt_game_list(w->g, w->list, FUZZ_WALK_LIST_CAP);
    FUZZ_CHECK(w->n <= FUZZ_WALK_LIST_CAP, "%zu answers: more than the walker's capacity", w->n);
    FUZZ_CHECK((w->n == 0) == (d.kind == ALT_DEC_NONE), "%zu answers to decision %d", w->n, (int)d.kind);
    size_t chosen = w->n ? byte % w->n : 0;
    if (fuzz_thorough || fuzz_rand(&w->rng) % 8 == 0) {
        FUZZ_CHECK(alt_game_list(w->g, NULL, 0) == w->n, "the count depends on the capacity");
        size_t m = alt_game_list(w->g, w->small, 3);
        FUZZ_CHECK(m == w->n, "the count depends on the capacity");
        for (size_t i = 0; i < m && i < 3; i++)
            FUZZ_CHECK(same_action(&w->small[i], &w->list[i]), "a short list is not the full list's prefix");
    }

    for (size_t i = 0; i < w->n; i++) {
        const alt_action *a = &w->list[i];
        for (size_t j = 0; j < i; j++)
            FUZZ_CHECK(!same_action(a, &w->list[j]), "answers %zu and %zu are the same", j, i);
        if (!fuzz_thorough && i != chosen && w->n > LISTED_SAMPLE && fuzz_rand(&w->rng) % w->n >= LISTED_SAMPLE)
            continue;
        FUZZ_CHECK(a->player == d.player, "answer %zu is player %u's, decision player %u's", i, a->player,
                   (unsigned)d.player);
        FUZZ_CHECK(a->reserved == 0, "answer %zu has reserved bytes", i);
        const char *reason = NULL;
        alt_err err = alt_game_legal(w->g, a, &reason);
        FUZZ_CHECK(err == ALT_OK, "listed answer %zu (kind %u object %u) is not legal: %s: %s", i, a->kind, a->object,
                   alt_strerror(err), reason ? reason : "");
        alt_game_copy(w->scratch, w->g);
        err = alt_game_apply(w->scratch, a, &reason);
        FUZZ_CHECK(err == ALT_OK, "listed answer %zu (kind %u object %u) does not apply: %s: %s", i, a->kind,
                   a->object, alt_strerror(err), reason ? reason : "");
        const char *what = NULL;
        FUZZ_CHECK(alt_game_check(w->scratch, &what) == ALT_OK, "after listed answer %zu: %s", i, what);
        uint8_t enc[ALT_ENCODE_MAX];
        size_t len = alt_game_encode(w->scratch, enc, sizeof enc);
        /* An answer that changes nothing can be given again forever: the
         * game would never end (CR 1.4.6.a). FUZZ_IGNORE=quick-noop: the
         * open engine bug corpora/crashes/fuzz_walk/engine_support_quick_action_noop_loop. */
        int unchanged = len == w->enc_before_len && memcmp(enc, w->enc_before, len) == 0;
        FUZZ_CHECK(!unchanged || (a->kind == ALT_ACT_QUICK && fuzz_ignoring("quick-noop")),
                   "listed answer %zu (kind %u object %u) left the state as it was: it could be repeated forever",
                   i, a->kind, a->object);
    }
}

/* One candidate answer: legal exactly when listed; when refused, nothing moves. */
static void try_candidate(walker *w, alt_action c)
{
    if (!fuzz_thorough && fuzz_rand(&w->rng) % 100 >= CANDIDATE_SAMPLE_PCT)
        return;
    const char *reason = NULL;
    alt_err verdict = alt_game_legal(w->g, &c, &reason);
    int in_list = listed(w, &c);
    if (in_list) {
        FUZZ_CHECK(verdict == ALT_OK, "a listed answer is refused: %s", alt_strerror(verdict));
        return;
    }
    FUZZ_CHECK(verdict != ALT_OK,
               "an answer that is not listed is legal (kind %u player %u object %u expedition %u choice %u "
               "reserved %u)",
               c.kind, c.player, c.object, c.expedition, c.choice, c.reserved);
    FUZZ_CHECK(verdict == ALT_E_ILLEGAL || verdict == ALT_E_WRONG_PLAYER || verdict == ALT_E_WRONG_DECISION ||
                   verdict == ALT_E_GAME_OVER,
               "a refusal with code %d (%s)", (int)verdict, alt_strerror(verdict));
    FUZZ_CHECK(reason != NULL && reason[0] != '\0', "a refusal without a reason");
    reason = NULL;
    alt_err err = alt_game_apply(w->g, &c, &reason);
    FUZZ_CHECK(err == verdict, "alt_game_apply says %s where alt_game_legal says %s", alt_strerror(err),
               alt_strerror(verdict));
    FUZZ_CHECK(reason != NULL && reason[0] != '\0', "a refusal without a reason");
    assert_unchanged(w, &c);
}

static alt_action with(alt_action a, int field, unsigned v)
{
    switch (field) {
    case 0: a.kind = (uint8_t)v; break;
    case 1: a.player = (uint8_t)v; break;
    case 2: a.object = (uint8_t)v; break;
    case 3: a.expedition = (uint8_t)v; break;
    case 4: a.choice = (uint16_t)v; break;
    default: a.reserved = (uint16_t)v; break;
    }
    return a;
}

/* Answers that are not listed, around a listed one (or around a pass when
 * the game is over). */
static void check_unlisted(walker *w, const alt_action *base)
{
    alt_decision d = alt_game_decision(w->g);
    alt_action b = *base;
    /* Wrong player. */
    try_candidate(w, with(b, 1, (unsigned)d.player ^ 1u));
    try_candidate(w, with(b, 1, 2));
    try_candidate(w, with(b, 1, 255));
    /* Every kind, and kinds that do not exist. */
    for (unsigned k = 0; k <= ALT_ACT__COUNT; k++)
        try_candidate(w, with(b, 0, k));
    try_candidate(w, with(b, 0, 255));
    /* Objects out of range, free token slots, card ids past a short deck,
     * none. */
    static const unsigned objects[] = {ALT_POS_TOKEN_BASE, ALT_POS_TOKEN_END - 1, ALT_POS_TOKEN_END,
                                       ALT_POS_OBJECTS - 1, ALT_POS_OBJECTS, 200, 254, 255};
    for (size_t i = 0; i < sizeof objects / sizeof objects[0]; i++)
        try_candidate(w, with(b, 2, objects[i]));
    /* An object from every zone of the deciding player, and the opponent's. */
    for (int p = 0; p < 2; p++) {
        for (int z = ALT_ZONE_DECK; z <= ALT_ZONE_EXP_COMPANION; z++) {
            int count = alt_game_zone_count(w->g, p, (alt_zone_id)z);
            if (count <= 0)
                continue;
            /* The object id: any whose zone is z, found by scanning ids. */
            for (unsigned id = 0; id < 256; id++) {
                if (alt_game_object_zone(w->g, p, (uint8_t)id) == z) {
                    try_candidate(w, with(with(b, 1, (unsigned)p), 2, id));
                    try_candidate(w, with(b, 2, id));
                    break;
                }
            }
        }
    }
    /* Unused or out-of-range fields. */
    try_candidate(w, with(b, 3, 1));
    try_candidate(w, with(b, 3, 2));
    try_candidate(w, with(b, 3, 255));
    try_candidate(w, with(b, 4, 1));
    try_candidate(w, with(b, 4, 2));
    try_candidate(w, with(b, 4, 0xFFFF));
    try_candidate(w, with(b, 5, 1));
    try_candidate(w, with(b, 5, 0x8000));
    /* Random: near-valid fields, and any 8 bytes. */
    for (int i = 0; i < RANDOM_CANDIDATES; i++) {
        uint64_t r = fuzz_rand(&w->rng);
        alt_action c;
        if (i & 1) {
            memcpy(&c, &r, sizeof c);
        } else {
            memset(&c, 0, sizeof c);
            c.kind = (uint8_t)(r % (ALT_ACT__COUNT + 1));
            c.player = (uint8_t)((r >> 8) % 3);
            c.object = (uint8_t)((r >> 16) % 96);
            if (((r >> 24) & 7) == 0)
                c.object = ALT_NO_OBJECT;
            c.expedition = (uint8_t)((r >> 32) % 3);
            c.choice = (uint16_t)((r >> 40) % 3);
        }
        try_candidate(w, c);
    }
}

/* A fresh game from the setup, the same actions: the same hashes. */
static void check_reapply(const alt_cards *db, const alt_setup *setup, const alt_action *acts, const uint64_t *hashes,
                          size_t n)
{
    alt_game *g = NULL;
    char msg[256];
    alt_err err = alt_game_new(db, setup, &g, msg, sizeof msg);
    FUZZ_CHECK(err == ALT_OK, "the second game does not start: %s", msg);
    FUZZ_CHECK(alt_game_hash(g) == hashes[0], "the same setup starts from another state");
    for (size_t k = 0; k < n; k++) {
        const char *reason = NULL;
        err = alt_game_apply(g, &acts[k], &reason);
        FUZZ_CHECK(err == ALT_OK, "step %zu does not apply again: %s", k + 1, reason ? reason : "");
        FUZZ_CHECK(alt_game_hash(g) == hashes[k + 1], "step %zu reaches another state the second time", k + 1);
    }
    alt_game_destroy(&g);
}

/* The game as a GameLog, through protobuf and back, verified by replay_game. */
static void check_log(const alt_cards *db, const alt_setup *setup, const alt_action *acts, const uint64_t *hashes,
                      size_t n, const alt_game *final)
{
    size_t len = 0, steps = 0;
    uint8_t *buf = fuzz_walk_pack_log(db, setup, acts, hashes, n, &len, &steps);
    FUZZ_CHECK(buf != NULL, "the game does not pack as a GameLog");
    Altered__GameLog *back = altered__game_log__unpack(NULL, len, buf);
    FUZZ_CHECK(back != NULL, "a GameLog the writer packed does not unpack");
    replay_result res;
    alt_game *g = NULL;
    replay_game(db, back, 1, NULL, NULL, &res, &g);
    /* A recorded walk whose input ran out while chance was still dealing
     * (the setup, or what the last step meets: a reshuffle, a die): its
     * log holds only part of those outcomes, so a verifier must refuse it
     * as malformed at that step (0: the setup), short of an outcome
     * (docs/log-format.md, "Chance"). */
    if (alt_game_decision(final).kind == ALT_DEC_CHANCE) {
        FUZZ_CHECK(res.code == REPLAY_EXIT_MALFORMED && res.fail_step == steps &&
                       strstr(res.msg, "the rules call for more"),
                   "a log cut in chance's outcomes after step %zu is %s at step %zu: %s", steps,
                   replay_verdict_name(res.code), res.fail_step, res.msg);
        alt_game_destroy(&g);
        altered__game_log__free_unpacked(back, NULL);
        free(buf);
        return;
    }
    FUZZ_CHECK(res.code == REPLAY_EXIT_OK, "the walked game does not verify: %s at step %zu: %s",
               replay_verdict_name(res.code), res.fail_step, res.msg);
    FUZZ_CHECK(res.steps == steps, "verified %zu steps of %zu", res.steps, steps);
    FUZZ_CHECK(g != NULL && alt_game_hash(g) == alt_game_hash(final), "the replayed game ends elsewhere");
    FUZZ_CHECK(res.winner == alt_game_winner(final) && res.outcome == alt_game_outcome(final),
               "the replayed game has another result");
    alt_game_destroy(&g);
    altered__game_log__free_unpacked(back, NULL);
    free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_walk_input in;
    if (!fuzz_walk_decode(data, size, &in))
        return 0;
    const alt_cards *db = fuzz_walk_db(&in);
    alt_setup setup;
    char msg[256];
    if (!fuzz_walk_setup(db, &in, &setup, msg, sizeof msg)) {
        static int warned;
        if (!warned++)
            fprintf(stderr, "fuzz_walk: skipping inputs of an unusable deck pair: %s\n", msg);
        return 0;
    }

    walker *w = calloc(1, sizeof *w);
    FUZZ_CHECK(w != NULL, "out of memory");
    alt_err err = alt_game_new(db, &setup, &w->g, msg, sizeof msg);
    FUZZ_CHECK(err == ALT_OK, "the walker's game does not start: %s: %s", alt_strerror(err), msg);
    w->scratch = alt_game_clone(w->g);
    w->before = alt_game_clone(w->g);
    w->rng = in.seed ^ 0x5EEDF00Dull;
    alt_action *acts = malloc(sizeof *acts * (in.n_choices ? in.n_choices : 1));
    uint64_t *hashes = malloc(sizeof *hashes * (in.n_choices + 1));
    FUZZ_CHECK(w->scratch && w->before && acts && hashes, "out of memory");

    hashes[0] = check_state(w->g);
    size_t steps = 0;
    unsigned day = 1;
    for (size_t k = 0; k < in.n_choices; k++) {
        alt_decision d = alt_game_decision(w->g);
        if (d.kind == ALT_DEC_NONE)
            break;
        snapshot(w);
        check_list(w, in.choices[k]);
        alt_action a = w->list[in.choices[k] % w->n];
        check_unlisted(w, &a);
        const char *reason = NULL;
        err = alt_game_apply(w->g, &a, &reason);
        FUZZ_CHECK(err == ALT_OK, "the chosen answer does not apply: %s", reason ? reason : "");
        acts[steps++] = a;
        hashes[steps] = check_state(w->g);
        alt_decision after = alt_game_decision(w->g);
        FUZZ_CHECK(after.day >= day, "the Day went back from %u to %u", day, (unsigned)after.day);
        day = after.day;
    }

    if (alt_game_decision(w->g).kind == ALT_DEC_NONE) {
        /* Over: nothing is listed, everything is refused as GAME_OVER. */
        snapshot(w);
        w->n = alt_game_list(w->g, w->list, FUZZ_WALK_LIST_CAP);
        FUZZ_CHECK(w->n == 0, "%zu answers after the game ended", w->n);
        alt_action pass = {ALT_ACT_PASS, 0, ALT_NO_OBJECT, 0, 0, 0};
        const char *reason = NULL;
        FUZZ_CHECK(alt_game_apply(w->g, &pass, &reason) == ALT_E_GAME_OVER, "an answer after the end is not GAME_OVER");
        assert_unchanged(w, &pass);
        check_unlisted(w, &pass);
        int winner = alt_game_winner(w->g);
        alt_outcome o = alt_game_outcome(w->g);
        FUZZ_CHECK((winner < 0) == (o == ALT_OUTCOME_DAY_LIMIT || o == ALT_OUTCOME_ENGINE_LIMIT),
                   "winner %d with outcome %d", winner, (int)o);
        FUZZ_CHECK(o != ALT_OUTCOME_NONE, "a game over without an outcome");
    } else {
        FUZZ_CHECK(alt_game_winner(w->g) < 0 && alt_game_outcome(w->g) == ALT_OUTCOME_NONE,
                   "a result while the game goes on");
    }

    check_reapply(db, &setup, acts, hashes, steps);
    check_log(db, &setup, acts, hashes, steps, w->g);

    free(hashes);
    free(acts);
    alt_game_destroy(&w->g);
    alt_game_destroy(&w->scratch);
    alt_game_destroy(&w->before);
    free(w);
    return 0;
}
