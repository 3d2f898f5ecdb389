/*
 * verdict.c: building, signing, checking and printing verdicts
 * (verdict.h, docs/verdict.md). The signature covers the packed Verdict's
 * exact bytes, carried as bytes inside the SignedVerdict: a checker
 * verifies what it received before decoding it, so no two encoders need
 * agree on a canonical form, and any language's Ed25519 library (Python's
 * cryptography or PyNaCl, Go's crypto/ed25519) checks it.
 */
#include "verdict.h"
#include "sha256.h"
#include "game.h"
#include "replay.h"
#include "wire_strict.h"
#include "wire_strings.h"

#include <errno.h>
#include <inttypes.h>
#include <sodium.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct replay_verdict {
    Altered__Verdict v;
    Altered__Verifier verifier;
    char *rulesets[ALT_RULESET__COUNT];
    Altered__GameVerdict **games;
    size_t cap;
    char *file;
    uint8_t sha[32], games_sha[32];
};

replay_verdict *replay_verdict_new(Altered__VerdictScope scope, const char *program, const char *file,
                                   const alt_cards *db)
{
    if (sodium_init() < 0)
        return NULL;
    replay_verdict *v = calloc(1, sizeof *v);
    if (!v)
        return NULL;
    v->file = strdup(file ? file : "");
    if (!v->file) {
        free(v);
        return NULL;
    }
    altered__verdict__init(&v->v);
    altered__verifier__init(&v->verifier);
    v->v.version = REPLAY_VERDICT_VERSION;
    v->v.scope = scope;
    v->v.file = v->file;
    v->verifier.program = (char *)program;
    v->verifier.engine = (char *)ALT_ENGINE_VERSION;
    for (int i = 0; i < ALT_RULESET__COUNT; i++)
        v->rulesets[i] = (char *)alt_ruleset_version((alt_ruleset)i);
    v->verifier.n_rulesets = ALT_RULESET__COUNT;
    v->verifier.rulesets = v->rulesets;
    v->verifier.rng = (char *)ALT_RNG_VERSION;
    v->verifier.card_db = (char *)alt_cards_version(db);
    v->verifier.card_db_digest = alt_cards_digest(db);
    v->verifier.hash_encoding = ALT_HASH_VERSION;
    v->v.verifier = &v->verifier;
    return v;
}

static void free_game(Altered__GameVerdict *g)
{
    if (!g)
        return;
    if (g->header)
        altered__header__free_unpacked(g->header, NULL);
    free(g->sha256.data);
    free(g->reason);
    free(g);
}

void replay_verdict_destroy(replay_verdict **vp)
{
    if (!vp || !*vp)
        return;
    replay_verdict *v = *vp;
    for (size_t i = 0; i < v->v.n_games; i++)
        free_game(v->games[i]);
    free(v->games);
    free(v->file);
    free(v);
    *vp = NULL;
}

/* A copy of the header that outlives the reader's arena: packed, then
 * unpacked with the default allocator. Its strings were checked on the
 * wire, so the copy holds every byte of the logged one. */
static Altered__Header *copy_header(const Altered__Header *h)
{
    size_t n = altered__header__get_packed_size(h);
    uint8_t *buf = malloc(n ? n : 1);
    if (!buf)
        return NULL;
    altered__header__pack(h, buf);
    Altered__Header *c = altered__header__unpack(NULL, n, buf);
    free(buf);
    return c;
}

Altered__GameVerdict *replay_verdict_game_new(size_t index, const uint8_t *msg, size_t msg_len,
                                              const Altered__GameLog *log, const replay_result *res)
{
    Altered__GameVerdict *g = calloc(1, sizeof *g);
    if (!g)
        return NULL;
    altered__game_verdict__init(g);
    g->index = (uint32_t)index;
    g->verdict = (uint32_t)res->code;
    g->verdict_name = (char *)replay_verdict_name(res->code);
    g->steps = (uint32_t)res->steps;
    g->hashes_absent = (uint32_t)res->unhashed;
    g->days = res->days;
    g->winner = res->winner;
    g->rule = (char *)(res->code == REPLAY_EXIT_OK ? alt_outcome_rule(res->outcome) : "");
    g->fail_step = (uint32_t)res->fail_step;
    g->reason = strdup(res->code == REPLAY_EXIT_OK ? "" : res->msg);
    int ok = g->reason != NULL;
    if (ok && msg) {
        g->sha256.data = malloc(32);
        g->sha256.len = 32;
        ok = g->sha256.data != NULL;
        if (ok)
            replay_sha256_of(g->sha256.data, msg, msg_len);
    }
    if (ok && log && log->header) {
        g->header = copy_header(log->header);
        ok = g->header != NULL;
    }
    if (!ok) {
        free_game(g);
        return NULL;
    }
    return g;
}

void replay_verdict_game_free(Altered__GameVerdict *g)
{
    free_game(g);
}

int replay_verdict_add(replay_verdict *v, Altered__GameVerdict *g)
{
    if (!g)
        return -1;
    if (v->v.n_games == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 16;
        Altered__GameVerdict **ng = realloc(v->games, cap * sizeof *ng);
        if (!ng) {
            free_game(g);
            return -1;
        }
        v->games = ng;
        v->cap = cap;
    }
    v->games[v->v.n_games++] = g;
    v->v.games = v->games;
    return 0;
}

int replay_verdict_add_game(replay_verdict *v, size_t index, const uint8_t *msg, size_t msg_len,
                            const Altered__GameLog *log, const replay_result *res)
{
    return replay_verdict_add(v, replay_verdict_game_new(index, msg, msg_len, log, res));
}

void replay_verdict_finish(replay_verdict *v, const uint8_t sha256[32], uint64_t size, int exit_code,
                           const replay_archive_report *archive)
{
    memcpy(v->sha, sha256, 32);
    v->v.sha256.data = v->sha;
    v->v.sha256.len = 32;
    v->v.size = size;
    v->v.exit_code = (uint32_t)exit_code;
    if (archive) {
        v->v.archive = (char *)replay_archive_verdict_name(archive->verdict);
        memcpy(v->games_sha, archive->sha256, 32);
        v->v.games_sha256.data = v->games_sha;
        v->v.games_sha256.len = 32;
        v->v.sealed_games = archive->games_sealed;
    }
}

/* The bytes the signature covers: the context, its zero byte, the verdict. */
static uint8_t *signed_message(const uint8_t *verdict, size_t len, size_t *out_len)
{
    size_t ctx = sizeof REPLAY_VERDICT_CONTEXT;   /* with its terminating zero */
    uint8_t *m = malloc(ctx + len);
    if (!m)
        return NULL;
    memcpy(m, REPLAY_VERDICT_CONTEXT, ctx);
    memcpy(m + ctx, verdict, len);
    *out_len = ctx + len;
    return m;
}

int replay_verdict_sign(replay_verdict *v, const replay_sign_key *key, uint64_t signed_at, uint8_t **out,
                        size_t *out_len)
{
    *out = NULL;
    *out_len = 0;
    v->v.signed_at = signed_at;
    size_t n = altered__verdict__get_packed_size(&v->v);
    uint8_t *packed = malloc(n ? n : 1);
    if (!packed)
        return -1;
    altered__verdict__pack(&v->v, packed);
    size_t mlen = 0;
    uint8_t *m = signed_message(packed, n, &mlen);
    uint8_t sig[REPLAY_SIGNATURE_BYTES];
    if (!m) {
        free(packed);
        return -1;
    }
    crypto_sign_detached(sig, NULL, m, mlen, key->secret);
    free(m);
    Altered__SignedVerdict sv = ALTERED__SIGNED_VERDICT__INIT;
    sv.verdict.data = packed;
    sv.verdict.len = n;
    sv.public_key.data = (uint8_t *)key->public_key;
    sv.public_key.len = REPLAY_SIGN_PUBLIC_BYTES;
    sv.signature.data = sig;
    sv.signature.len = sizeof sig;
    size_t total = altered__signed_verdict__get_packed_size(&sv);
    uint8_t *buf = malloc(total);
    if (buf) {
        altered__signed_verdict__pack(&sv, buf);
        *out = buf;
        *out_len = total;
    }
    free(packed);
    return buf ? 0 : -1;
}

int replay_verdict_check(const uint8_t *data, size_t len, const uint8_t public_key[REPLAY_SIGN_PUBLIC_BYTES],
                         Altered__Verdict **out, char *why, size_t why_size)
{
    *out = NULL;
    if (sodium_init() < 0) {
        snprintf(why, why_size, "libsodium does not start");
        return -1;
    }
    /* One reading, or none: a field given twice (two verdicts, say) would
     * let one reader check the signature of one and another show the
     * other (wire_strict.h). */
    char bad[200];
    if (replay_wire_strict_check(&altered__signed_verdict__descriptor, data, len, bad, sizeof bad) != 0) {
        snprintf(why, why_size, "not a signed verdict with one reading: %s", bad);
        return REPLAY_VERDICT_MALFORMED;
    }
    Altered__SignedVerdict *sv = altered__signed_verdict__unpack(NULL, len, data);
    if (!sv) {
        snprintf(why, why_size, "not a signed verdict (no SignedVerdict message)");
        return REPLAY_VERDICT_MALFORMED;
    }
    int rc = -1;
    size_t mlen = 0;
    uint8_t *m = NULL;
    if (sv->signature.len != REPLAY_SIGNATURE_BYTES) {
        snprintf(why, why_size, "the signature is %zu bytes, not %d", sv->signature.len, REPLAY_SIGNATURE_BYTES);
        goto done;
    }
    if (sv->public_key.len != REPLAY_SIGN_PUBLIC_BYTES ||
        sodium_memcmp(sv->public_key.data, public_key, REPLAY_SIGN_PUBLIC_BYTES) != 0) {
        snprintf(why, why_size, "signed by another key than the one given");
        goto done;
    }
    m = signed_message(sv->verdict.data ? sv->verdict.data : (const uint8_t *)"", sv->verdict.len, &mlen);
    if (!m) {
        snprintf(why, why_size, "out of memory");
        goto done;
    }
    /* The key the caller trusts, never the one the verdict names. */
    if (crypto_sign_verify_detached(sv->signature.data, m, mlen, public_key) != 0) {
        snprintf(why, why_size, "the signature does not match the verdict: forged, or altered after signing");
        goto done;
    }
    /* The signed bytes, decoded once: strictly, as the file was. */
    if (replay_wire_strict_check(&altered__verdict__descriptor, sv->verdict.data, sv->verdict.len, bad,
                                 sizeof bad) != 0 ||
        replay_wire_strings_check(&altered__verdict__descriptor, sv->verdict.data, sv->verdict.len, bad,
                                  sizeof bad) != 0) {
        snprintf(why, why_size, "the signed verdict is malformed: %s", bad);
        rc = REPLAY_VERDICT_MALFORMED;
        goto done;
    }
    Altered__Verdict *v = altered__verdict__unpack(NULL, sv->verdict.len, sv->verdict.data);
    if (!v) {
        snprintf(why, why_size, "the signed bytes are not a Verdict message");
        rc = REPLAY_VERDICT_MALFORMED;
        goto done;
    }
    if (v->version != REPLAY_VERDICT_VERSION || v->sha256.len != 32) {
        snprintf(why, why_size, "verdict version %u is unknown to this build (it reads %d)", v->version,
                 REPLAY_VERDICT_VERSION);
        altered__verdict__free_unpacked(v, NULL);
        rc = REPLAY_VERDICT_MALFORMED;
        goto done;
    }
    *out = v;
    rc = 0;
done:
    free(m);
    altered__signed_verdict__free_unpacked(sv, NULL);
    return rc;
}

static void print_hex(FILE *f, const ProtobufCBinaryData *b)
{
    char hex[2 * 64 + 1];
    if (b->len == 0 || b->len > 64) {
        fputs("none", f);
        return;
    }
    replay_sign_hex(b->data, b->len, hex);
    fputs(hex, f);
}

/* When a verdict was signed, as a person reads it: the UTC date and time,
 * then the Unix time the verdict holds (what a program compares). */
static void print_signed_at(FILE *f, uint64_t t)
{
    char date[64] = "";
    struct tm tm;
    time_t tt = (time_t)t;
    if ((uint64_t)tt == t && t <= (uint64_t)253402300799u /* 9999-12-31 */ && gmtime_r(&tt, &tm))
        strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S UTC", &tm);
    if (date[0])
        fprintf(f, "signed at %s (%" PRIu64 ")", date, t);
    else
        fprintf(f, "signed at %" PRIu64, t);
}

void replay_verdict_print(FILE *f, const Altered__Verdict *v)
{
    const Altered__Verifier *w = v->verifier;
    fprintf(f, "verdict by %s (engine %s, rng %s, card database %s %016" PRIx64 ", hash encoding %u), ",
            w ? w->program : "?", w ? w->engine : "?", w ? w->rng : "?", w ? w->card_db : "?",
            w ? w->card_db_digest : 0, w ? w->hash_encoding : 0);
    print_signed_at(f, v->signed_at);
    fputc('\n', f);
    fprintf(f, "%s %s: %" PRIu64 " bytes, SHA-256 ",
            v->scope == ALTERED__VERDICT_SCOPE__VERDICT_SCOPE_GAME ? "game of" : "file", v->file, v->size);
    print_hex(f, &v->sha256);
    fprintf(f, "\nexit code %u", v->exit_code);
    if (v->scope == ALTERED__VERDICT_SCOPE__VERDICT_SCOPE_FILE) {
        fprintf(f, ", archive %s (%" PRIu64 " sealed games), games SHA-256 ", v->archive, v->sealed_games);
        print_hex(f, &v->games_sha256);
    }
    fputc('\n', f);
    for (size_t i = 0; i < v->n_games; i++) {
        const Altered__GameVerdict *g = v->games[i];
        fprintf(f, "game %u: %s, %u steps, %u days", g->index, g->verdict_name, g->steps, g->days);
        if (g->winner >= 0) {
            /* The signed field keeps the engine's spelling; a person reads
             * the rule as verify writes it, number and words. */
            alt_outcome o = replay_outcome_from_rule(g->rule);
            const char *rule = o != ALT_OUTCOME_NONE ? replay_outcome_rule(o) : g->rule;
            fprintf(f, ", winner P%d by %s%s%s", g->winner, rule, o != ALT_OUTCOME_NONE && *rule ? ": " : "",
                    o != ALT_OUTCOME_NONE ? replay_outcome_words(o) : "");
        }
        if (g->reason[0])
            fprintf(f, " (%s)", g->reason);
        const Altered__Header *h = g->header;
        if (h && h->event) {
            const Altered__Event *e = h->event;
            /* Signed is not harmless: the names are the log's, and may
             * hold bytes that would drive the terminal. */
            fprintf(f, "; event \"");
            replay_put_text(f, e->name ? e->name : "", SIZE_MAX);
            fprintf(f, "\" round %u table %u", e->round, e->table);
            for (size_t p = 0; p < e->n_players; p++) {
                fprintf(f, "%s P%zu \"", p ? "," : "; players", p);
                replay_put_text(f, e->players[p] ? e->players[p] : "", SIZE_MAX);
                fputc('"', f);
            }
        }
        if (h && h->chance == ALTERED__CHANCE_MODE__CHANCE_RECORDED)
            fprintf(f, "; %s, ruleset %s, recorded chance", replay_format_name(h->format),
                    h->versions ? h->versions->ruleset : "?");
        else if (h)
            fprintf(f, "; %s, ruleset %s, seed %" PRIu64, replay_format_name(h->format),
                    h->versions ? h->versions->ruleset : "?", h->seed);
        fputs("; SHA-256 ", f);
        print_hex(f, &g->sha256);
        fputc('\n', f);
    }
}

int replay_file_sha256(const char *path, uint8_t out[32], uint64_t *size, char *why, size_t why_size)
{
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        snprintf(why, why_size, "%s: %s", path, strerror(errno));
        return -1;
    }
    if (sodium_init() < 0) {
        snprintf(why, why_size, "libsodium does not start");
        if (f != stdin)
            fclose(f);
        return -1;
    }
    replay_sha256 st;
    replay_sha256_init(&st);
    uint8_t chunk[1 << 16];
    size_t n;
    uint64_t total = 0;
    while ((n = fread(chunk, 1, sizeof chunk, f)) > 0) {
        replay_sha256_update(&st, chunk, n);
        total += n;
    }
    int bad = ferror(f);
    if (f != stdin)
        fclose(f);
    if (bad) {
        snprintf(why, why_size, "%s: a read error", path);
        return -1;
    }
    replay_sha256_final(&st, out);
    *size = total;
    return 0;
}
