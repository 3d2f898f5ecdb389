/*
 * main.c: altered-judged's command line: options, then one of the modes of
 * server.h, or --gen-keys. The first line the daemon prints on stdout is
 * the endpoint it listens on (with `--bind tcp://127.0.0.1:*`, the port the
 * system picked), so scripts and tests can start it on a free port.
 */
#include "curve.h"
#include "handler.h"
#include "logging.h"
#include "memory.h"
#include "server.h"

#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zmq.h>

enum { EXIT_USAGE = 64 };

static void usage(FILE *f)
{
    fprintf(f,
            "usage: altered-judged [OPTIONS]                 serve on --bind\n"
            "       altered-judged --connect BACK [OPTIONS]  workers only, connected to a broker\n"
            "       altered-judged --broker FRONT BACK       the ROUTER/DEALER broker only\n"
            "       altered-judged --gen-keys PREFIX         write PREFIX.key and PREFIX.pub (CURVE)\n"
            "\n"
            "Answers Legal, LegalActions, Verify, State and Info requests (proto/altered.proto)\n"
            "over ZeroMQ, one protobuf Request per message; docs/daemon.md tells the protocol.\n"
            "\n"
            "options:\n"
            "  --bind ENDPOINT            default tcp://127.0.0.1:5555; tcp://127.0.0.1:* picks a free\n"
            "                             port. The first line printed is the endpoint.\n"
            "  --workers N                worker threads (default: the number of cores)\n"
            "  --cache-mb N               game state cache in MiB (default 64; 0: none)\n"
            "  --max-actions N            longest game accepted (default %d), counted before a\n"
            "                             request is unpacked\n"
            "  --max-message-bytes N      larger messages drop the connection (default %d); a request\n"
            "                             may take 4 times this unpacked\n"
            "  --drain-ms N               the longest wait for in-flight replies at shutdown (default 5000)\n"
            "  --queue-mb N               bytes of requests in flight and of replies unread, all\n"
            "                             clients (default %d); past it a request is answered ERROR_BUSY\n"
            "  --client-queue-mb N        the same for one client connection (default %d); its replies\n"
            "                             unread past it are dropped\n"
            "  --request-timeout-ms N     answer ERROR_UNAVAILABLE when no worker answers in time\n"
            "                             (a broker sends it once more first; default: %d for a\n"
            "                             broker, 0 (none) otherwise)\n"
            "  --heartbeat-ms N           broker and workers: ZMTP heartbeats, a link dropped after\n"
            "                             3 missed (default %d; 0: none)\n"
            "  --log-level LEVEL          error, warn, info (default) or debug; to stderr\n"
            "  --curve-secret-key FILE    CURVE on the front socket with this secret key (z85)\n"
            "  --curve-allow PATH         admit only the client keys in this file or in this\n"
            "                             folder's *.pub files\n"
            "  --back-curve-secret-key FILE, --back-curve-allow PATH\n"
            "                             broker: the same for the back (the workers' keys)\n"
            "  --insecure-back            broker: run with an open back beside a CURVE front\n"
            "  --curve-server-key FILE, --curve-key PREFIX\n"
            "                             --connect: the broker back's public key, this pool's pair\n"
            "  --sign-key FILE            sign each Verify reply's verdict with this Ed25519 key\n"
            "                             (altered-replay keygen; docs/verdict.md)\n"
            "  --version, --help\n"
            "\n"
            "SIGINT or SIGTERM: answers unread requests \"shutting down\", forwards the replies in\n"
            "flight, exits 0 (3 when some were abandoned at --drain-ms or a second signal).\n",
            JUDGED_MAX_ACTIONS, JUDGED_MAX_REQUEST_BYTES, JUDGED_QUEUE_MB, JUDGED_CLIENT_QUEUE_MB,
            JUDGED_BROKER_TIMEOUT_MS, JUDGED_HEARTBEAT_MS);
}

static int parse_size(const char *s, unsigned long long max, unsigned long long *out)
{
    if (!s || !*s || *s == '-')
        return -1;
    char *end = NULL;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || !end || *end || v > max)
        return -1;
    *out = v;
    return 0;
}

/* The client's path beside this program, for the banner. */
static char *client_path(const char *argv0)
{
    const char *slash = strrchr(argv0, '/');
    if (!slash)
        return strdup("altered-judge-client");
    size_t n = (size_t)(slash - argv0) + 1;
    char *p = malloc(n + sizeof "altered-judge-client");
    if (p) {
        memcpy(p, argv0, n);
        memcpy(p + n, "altered-judge-client", sizeof "altered-judge-client");
    }
    return p;
}

int main(int argc, char **argv)
{
    judged_memory_init();
    long cores = sysconf(_SC_NPROCESSORS_ONLN);
    judged_config cfg = {
        .bind = "tcp://127.0.0.1:5555",
        .workers = cores > 0 ? (int)cores : 2,
        .cache_bytes = (size_t)64 << 20,
        .max_actions = JUDGED_MAX_ACTIONS,
        .max_message_bytes = JUDGED_MAX_REQUEST_BYTES,
        .drain_ms = 5000,
        .queue_bytes = (size_t)JUDGED_QUEUE_MB << 20,
        .client_queue_bytes = (size_t)JUDGED_CLIENT_QUEUE_MB << 20,
        .request_timeout_ms = -1,
        .heartbeat_ms = JUDGED_HEARTBEAT_MS,
    };
    const char *gen_keys = NULL;
    const char *sign_key_path = NULL;
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        unsigned long long n = 0;
#define NEED_ARG()                                                                                                 \
    do {                                                                                                           \
        if (!v) {                                                                                                  \
            fprintf(stderr, "altered-judged: %s needs a value (try --help)\n", a);                              \
            return EXIT_USAGE;                                                                                     \
        }                                                                                                          \
        i++;                                                                                                       \
    } while (0)
#define BAD_VALUE()                                                                                                \
    do {                                                                                                           \
        fprintf(stderr, "altered-judged: bad value for %s: '%s'\n", a, v);                                         \
        return EXIT_USAGE;                                                                                         \
    } while (0)
        if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
            usage(stdout);
            return 0;
        } else if (strcmp(a, "--version") == 0) {
            int major, minor, patch;
            zmq_version(&major, &minor, &patch);
            printf("altered-judged, engine %s, libzmq %d.%d.%d%s\n", ALT_ENGINE_VERSION, major, minor, patch,
                   judged_curve_available() ? " with CURVE" : "");
            return 0;
        } else if (strcmp(a, "--bind") == 0) {
            NEED_ARG();
            cfg.bind = v;
        } else if (strcmp(a, "--connect") == 0) {
            NEED_ARG();
            cfg.connect = v;
        } else if (strcmp(a, "--broker") == 0) {
            if (i + 2 >= argc) {
                fprintf(stderr, "altered-judged: --broker needs FRONT and BACK endpoints\n");
                return EXIT_USAGE;
            }
            cfg.broker_front = argv[i + 1];
            cfg.broker_back = argv[i + 2];
            i += 2;
        } else if (strcmp(a, "--workers") == 0) {
            NEED_ARG();
            if (parse_size(v, 1024, &n) != 0 || n == 0)
                BAD_VALUE();
            cfg.workers = (int)n;
        } else if (strcmp(a, "--cache-mb") == 0) {
            NEED_ARG();
            if (parse_size(v, 1 << 20, &n) != 0)
                BAD_VALUE();
            cfg.cache_bytes = (size_t)n << 20;
        } else if (strcmp(a, "--max-actions") == 0) {
            NEED_ARG();
            if (parse_size(v, UINT32_MAX, &n) != 0 || n == 0)
                BAD_VALUE();
            cfg.max_actions = (size_t)n;
        } else if (strcmp(a, "--max-message-bytes") == 0) {
            NEED_ARG();
            if (parse_size(v, (unsigned long long)INT64_MAX, &n) != 0 || n == 0)
                BAD_VALUE();
            cfg.max_message_bytes = (int64_t)n;
        } else if (strcmp(a, "--drain-ms") == 0) {
            NEED_ARG();
            if (parse_size(v, 3600000, &n) != 0)
                BAD_VALUE();
            cfg.drain_ms = (int)n;
        } else if (strcmp(a, "--queue-mb") == 0 || strcmp(a, "--client-queue-mb") == 0) {
            NEED_ARG();
            if (parse_size(v, 1 << 20, &n) != 0 || n == 0)
                BAD_VALUE();
            *(a[2] == 'q' ? &cfg.queue_bytes : &cfg.client_queue_bytes) = (size_t)n << 20;
        } else if (strcmp(a, "--request-timeout-ms") == 0 || strcmp(a, "--heartbeat-ms") == 0) {
            NEED_ARG();
            if (parse_size(v, 3600000, &n) != 0)
                BAD_VALUE();
            *(a[2] == 'r' ? &cfg.request_timeout_ms : &cfg.heartbeat_ms) = (int)n;
        } else if (strcmp(a, "--back-curve-secret-key") == 0) {
            NEED_ARG();
            cfg.back_curve_secret_key = v;
        } else if (strcmp(a, "--back-curve-allow") == 0) {
            NEED_ARG();
            cfg.back_curve_allow = v;
        } else if (strcmp(a, "--insecure-back") == 0) {
            cfg.insecure_back = 1;
        } else if (strcmp(a, "--curve-server-key") == 0) {
            NEED_ARG();
            cfg.curve_server_key = v;
        } else if (strcmp(a, "--curve-key") == 0) {
            NEED_ARG();
            cfg.curve_key = v;
        } else if (strcmp(a, "--log-level") == 0) {
            NEED_ARG();
            int level = judged_log_parse_level(v);
            if (level < 0)
                BAD_VALUE();
            judged_log_set_level((judged_level)level);
        } else if (strcmp(a, "--curve-secret-key") == 0) {
            NEED_ARG();
            cfg.curve_secret_key = v;
        } else if (strcmp(a, "--curve-allow") == 0) {
            NEED_ARG();
            cfg.curve_allow = v;
        } else if (strcmp(a, "--sign-key") == 0) {
            NEED_ARG();
            sign_key_path = v;
        } else if (strcmp(a, "--gen-keys") == 0 || strcmp(a, "keygen") == 0) {
            NEED_ARG();
            gen_keys = v;
        } else {
            fprintf(stderr, "altered-judged: unknown option '%s' (try --help)\n", a);
            return EXIT_USAGE;
        }
#undef NEED_ARG
#undef BAD_VALUE
    }
    if (gen_keys) {
        char err[256];
        if (judged_gen_keys(gen_keys, err, sizeof err) != 0) {
            fprintf(stderr, "altered-judged: %s\n", err);
            return 1;
        }
        printf("%s.key (secret) and %s.pub (public) written\n", gen_keys, gen_keys);
        return 0;
    }
    if (cfg.connect && cfg.broker_front) {
        fprintf(stderr, "altered-judged: --connect and --broker are two different modes\n");
        return EXIT_USAGE;
    }
    char why[512];
    if (judged_config_check(&cfg, why, sizeof why) != 0) {
        fprintf(stderr, "altered-judged: %s\n", why);
        return EXIT_USAGE;
    }
    if (sign_key_path) {
        /* Refused like any secret key others may read (sign_key.h). */
        char key_why[512];
        replay_sign_key key;
        if (replay_sign_key_load(sign_key_path, &key, key_why, sizeof key_why) != 0) {
            fprintf(stderr, "altered-judged: --sign-key: %s\n", key_why);
            return EXIT_USAGE;
        }
        judged_handler_set_sign_key(&key);
        replay_sign_key_wipe(&key);
    }
    /* stdout may be a pipe whose reader has gone (a test that read the
     * endpoint line): a late banner line must not kill the daemon. */
    signal(SIGPIPE, SIG_IGN);
    char *hint = client_path(argv[0]);
    cfg.client_hint = hint;
    int rc;
    if (cfg.broker_front)
        rc = judged_broker(&cfg);
    else if (cfg.connect)
        rc = judged_connect(&cfg);
    else
        rc = judged_serve(&cfg);
    free(hint);
    return rc;
}
