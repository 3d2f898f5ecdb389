/*
 * verdict_cmd.c: `altered-replay keygen` and `altered-replay
 * verify-verdict`: making the Ed25519 key pair that signs verdicts, and
 * checking a signed verdict (docs/verdict.md) against the public key one
 * trusts and, when given, against the log it is about.
 */
#include "cli.h"
#include "sha256.h"
#include "replay.h"
#include "verdict.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    CHECK_OK = 0,         /* authentic (and about LOG, when given) */
    CHECK_FORGED = 1,     /* the signature fails: forged, altered, or another key */
    CHECK_OTHER_LOG = 2,  /* authentic, but about other bytes than LOG's */
    CHECK_MALFORMED = 3,  /* not a signed verdict, or LOG unreadable */
    CHECK_NOT_VERIFIED = 4 /* --require-verified: authentic, but its verdict is not 0 */
};

int replay_cmd_keygen(int argc, char **argv)
{
    const char *prefix = NULL;
    static const char usage[] =
        "usage: altered-replay keygen --out PREFIX\n"
        "Makes an Ed25519 key pair for signed verdicts: PREFIX.key (secret, mode 0600,\n"
        "128 hex digits) and PREFIX.pub (64 hex digits). Refuses when either exists.\n"
        "Exit: 0 written, 3 not written (the reason on stderr), 64 usage.\n";
    static const replay_opt opts[] = {{"--out", 1}, {NULL, 0}};
    replay_args a;
    replay_args_init(&a, "keygen", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage);
        if (rc >= 0)
            return rc;
        if (got == REPLAY_ARG_OPERAND)
            return replay_usage_error("keygen", "unexpected argument '%s'", a.value);
        prefix = a.value;
    }
    if (!prefix || !prefix[0])
        return replay_usage_error("keygen", "--out PREFIX is required");
    char why[512];
    if (replay_sign_keygen(prefix, why, sizeof why) != 0) {
        fprintf(stderr, "altered-replay keygen: %s\n", why);
        return REPLAY_EXIT_MALFORMED;
    }
    printf("%s.key (secret) and %s.pub written\n", prefix, prefix);
    return 0;
}

static uint8_t *read_all(const char *path, size_t *len, char *why, size_t why_size)
{
    int from_stdin = strcmp(path, "-") == 0;
    FILE *f = from_stdin ? stdin : fopen(path, "rb");
    if (!f) {
        snprintf(why, why_size, "%s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 16, n = 0;
    uint8_t *buf = malloc(cap);
    while (buf) {
        size_t k = fread(buf + n, 1, cap - n, f);
        n += k;
        if (k == 0)
            break;
        if (n == cap) {
            if (cap >= REPLAY_VERDICT_MAX_BYTES) {
                snprintf(why, why_size, "%s: larger than a verdict may be", path);
                free(buf);
                buf = NULL;
                break;
            }
            uint8_t *nb = realloc(buf, cap * 2);
            if (!nb) {
                free(buf);
                buf = NULL;
                break;
            }
            buf = nb;
            cap *= 2;
        }
    }
    if (!buf && !why[0])
        snprintf(why, why_size, "out of memory");
    if (!from_stdin)
        fclose(f);
    *len = n;
    return buf;
}

/* A game-scoped verdict against LOG: the game at its index has its digest. */
static int check_game_in(const Altered__Verdict *v, const char *log_path, char *why, size_t why_size)
{
    if (v->n_games != 1 || v->games[0]->sha256.len != 32) {
        snprintf(why, why_size, "the verdict names no game digest");
        return CHECK_OTHER_LOG;
    }
    const Altered__GameVerdict *g = v->games[0];
    char err[256];
    replay_reader *r = replay_reader_open(log_path, err, sizeof err);
    if (!r) {
        snprintf(why, why_size, "%s", err);
        return CHECK_MALFORMED;
    }
    int rc = CHECK_OTHER_LOG;
    snprintf(why, why_size, "%s has no game %u", log_path, g->index);
    for (uint32_t index = 1;; index++) {
        Altered__GameLog *log = NULL;
        if (replay_reader_next(r, &log, err, sizeof err) != 1)
            break;
        if (index != g->index)
            continue;
        size_t len = 0;
        const uint8_t *msg = replay_reader_packed(r, &len);
        uint8_t sha[32];
        replay_sha256_of(sha, msg, len);
        if (memcmp(sha, g->sha256.data, 32) == 0)
            rc = CHECK_OK;
        else
            snprintf(why, why_size, "game %u of %s is not the game the verdict is about (its SHA-256 differs)",
                     index, log_path);
        break;
    }
    replay_reader_close(&r);
    return rc;
}

int replay_cmd_verify_verdict(int argc, char **argv)
{
    const char *verdict_path = NULL, *key_path = NULL, *log_path = NULL;
    int require_verified = 0;
    static const char usage[] =
        "usage: altered-replay verify-verdict --key PUB [--require-verified] [--] VERDICT [LOG]\n"
        "Checks a signed verdict (docs/verdict.md) with the Ed25519 public key in PUB,\n"
        "then prints it; with LOG, also that the verdict is about LOG's bytes (a file's\n"
        "SHA-256, or for a daemon's verdict of one game, that game's). - reads VERDICT\n"
        "or LOG from standard input (not both).\n"
        "Exit: 0 authentic (and about LOG), 1 the signature fails (forged, altered,\n"
        "or another key), 2 authentic but about another log, 3 not a verdict or LOG\n"
        "unreadable, 4 --require-verified and the verdict is not \"verified\" (0),\n"
        "64 usage.\n";
    static const replay_opt opts[] = {{"--key", 1}, {"--require-verified", 0}, {NULL, 0}};
    replay_args a;
    replay_args_init(&a, "verify-verdict", argc, argv);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage);
        if (rc >= 0)
            return rc;
        if (got == 0)
            key_path = a.value;
        else if (got == 1)
            require_verified = 1;
        else if (!verdict_path)
            verdict_path = a.value;
        else if (!log_path)
            log_path = a.value;
        else
            return replay_usage_error("verify-verdict", "one VERDICT and at most one LOG; also given '%s'", a.value);
    }
    if (!verdict_path)
        return replay_usage_error("verify-verdict", "no VERDICT given");
    if (!key_path)
        return replay_usage_error("verify-verdict", "no --key PUB given");
    if (strcmp(verdict_path, "-") == 0 && log_path && strcmp(log_path, "-") == 0)
        return replay_usage_error("verify-verdict", "standard input is read once: VERDICT and LOG cannot both be -");
    char why[512] = "";
    uint8_t pk[REPLAY_SIGN_PUBLIC_BYTES];
    if (replay_sign_public_load(key_path, pk, why, sizeof why) != 0) {
        fprintf(stderr, "altered-replay verify-verdict: %s\n", why);
        return REPLAY_EXIT_USAGE;
    }
    size_t len = 0;
    uint8_t *data = read_all(verdict_path, &len, why, sizeof why);
    if (!data) {
        fprintf(stderr, "altered-replay verify-verdict: %s\n", why);
        return CHECK_MALFORMED;
    }
    Altered__Verdict *v = NULL;
    int rc = replay_verdict_check(data, len, pk, &v, why, sizeof why);
    free(data);
    if (rc != 0) {
        printf("%s: refused: %s\n", verdict_path, why);
        return rc == REPLAY_VERDICT_MALFORMED ? CHECK_MALFORMED : CHECK_FORGED;
    }
    char hex[65];
    replay_sign_hex(pk, sizeof pk, hex);
    printf("%s: signature good, key %s\n", verdict_path, hex);
    replay_verdict_print(stdout, v);
    rc = CHECK_OK;
    if (log_path) {
        if (v->scope == ALTERED__VERDICT_SCOPE__VERDICT_SCOPE_GAME) {
            rc = check_game_in(v, log_path, why, sizeof why);
        } else {
            uint8_t sha[32];
            uint64_t size = 0;
            if (replay_file_sha256(log_path, sha, &size, why, sizeof why) != 0)
                rc = CHECK_MALFORMED;
            else if (size != v->size || memcmp(sha, v->sha256.data, 32) != 0) {
                rc = CHECK_OTHER_LOG;
                snprintf(why, sizeof why, "%s is not the file the verdict is about (its SHA-256 differs)", log_path);
            }
        }
        if (rc == CHECK_OK)
            printf("%s: the verdict is about this log\n", log_path);
        else
            printf("%s: refused: %s\n", log_path, why);
    }
    if (rc == CHECK_OK && require_verified && v->exit_code != 0) {
        printf("%s: the verdict is exit code %u, not verified\n", verdict_path, v->exit_code);
        rc = CHECK_NOT_VERIFIED;
    }
    altered__verdict__free_unpacked(v, NULL);
    return rc;
}
