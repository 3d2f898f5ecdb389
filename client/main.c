/*
 * main.c: altered-judge-client, the command-line client of altered-judged.
 *
 * Each subcommand reads what it needs from a game log archive (the format
 * altered-replay writes) or, for legal, actions and state, from a position
 * file (--position: binary or JSON, docs/position.md, sent as it is for the
 * daemon to read), sends one Request per question over a ZeroMQ REQ
 * socket, and prints the Reply in words or, with --json, as one JSON
 * object per line. Every receive has a timeout: a daemon that does not
 * answer makes the client exit 5 instead of hanging.
 *
 * Exit codes: 0 answered (legal: the candidate is legal; verify: every game
 * verified), 1 verify: a hash diverged, 2 illegal (the candidate, or an
 * action of the game so far), 3 malformed input or an error reply, 4
 * unsupported card, ruleset or version, 5 no reply in time, 64 usage.
 */
#include "cli.h"     /* the option parser altered-replay's commands share (altered_log) */
#include "game.h"
#include "log.h"
#include "number.h"
#include "replay.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <zmq.h>

enum {
    EXIT_DIVERGED = 1,
    EXIT_ILLEGAL = 2,
    EXIT_MALFORMED = 3,
    EXIT_UNSUPPORTED = 4,
    EXIT_NO_REPLY = 5,
    EXIT_USAGE = 64,
    Z85_KEY = 40,
    /* The largest position file sent: the daemon's default message bound
     * (a larger message would only be dropped, and the client time out). */
    POSITION_FILE_MAX = 16 << 20
};

typedef struct client_opts {
    const char *endpoint;
    int timeout_ms;
    int json;
    const char *server_key;     /* file of the server's public key */
    const char *client_key;     /* PREFIX of PREFIX.key and PREFIX.pub */
    uint64_t id;
    long game, step;            /* 1-based game; step -1: not given */
    int game_given;             /* --game: verify checks that game alone */
    const char *action;         /* --action KIND,PLAYER,OBJECT,EXP,CHOICE */
    const char *position;       /* --position FILE: instead of a log */
    int print_position;         /* state: print the JSON position alone */
    const char *files[64];
    int nfiles;
} client_opts;

static void usage(FILE *f)
{
    fprintf(f,
            "usage: altered-judge-client [OPTIONS] COMMAND [ARGS]\n"
            "\n"
            "commands:\n"
            "  info                              versions, card counts, worker and cache figures\n"
            "  legal FILE [--step K] [--action KIND,PLAYER,OBJECT,EXP,CHOICE]\n"
            "                                    is the candidate legal after the first K steps?\n"
            "                                    (default candidate: step K+1 of the log; default K:\n"
            "                                    all steps with --action, else all but the last)\n"
            "  legal --position POS --action KIND,PLAYER,OBJECT,EXP,CHOICE\n"
            "                                    is the candidate legal in that position?\n"
            "  actions FILE [--step K]           the pending decision and every legal answer\n"
            "  actions --position POS            the same in a position\n"
            "  state FILE [--step K]             the whole state after K steps (default: all)\n"
            "  state --position POS              the whole state of a position\n"
            "  verify FILE...                    replay every game (or --game G's), as altered-replay\n"
            "                                    verify; --json: its JSON Lines\n"
            "\n"
            "options:\n"
            "  --endpoint EP           default $ALTERED_JUDGED_ENDPOINT or tcp://127.0.0.1:5555\n"
            "  --game G                which game of the archive (default 1; verify: all)\n"
            "  --timeout MS            how long to wait for each reply (default 10000)\n"
            "  --json                  one JSON object per reply\n"
            "  --curve-server-key FILE the server's public key: talk CURVE\n"
            "  --curve-key PREFIX      this client's key pair, PREFIX.key and PREFIX.pub\n"
            "                          (default with --curve-server-key: a fresh pair)\n"
            "  --id N                  the request id (default 1)\n"
            "  --position POS          legal, actions, state: ask about a position file (binary or\n"
            "                          JSON, docs/position.md; - reads standard input), not a log\n"
            "  --print-position        state: print only the reply's JSON position, a file that\n"
            "                          --position takes back\n"
            "\n"
            "KIND is a number or one of mana_pick, expand, expand_skip, play, quick, pass, keep;\n"
            "OBJECT 255 means none. Exit: 0 answered (and legal, and verified), 1 diverged,\n"
            "2 illegal, 3 malformed or an error reply, 4 unsupported, 5 no reply in time,\n"
            "64 bad command line (an unknown option, a stray argument; see --help).\n"
            "-- ends the options; - as FILE or POS reads standard input. --version prints\n"
            "the client's versions (info asks the daemon for its own).\n");
}

/* ------------------------------------------------------------------- keys */

/* The first 40-character key line of a file ('#' lines skipped). */
static int read_key(const char *path, char out[Z85_KEY + 1])
{
    FILE *f = fopen(path, "r");
    if (!f) {
        fprintf(stderr, "altered-judge-client: %s: %s\n", path, strerror(errno));
        return -1;
    }
    char line[256];
    int found = 0;
    while (!found && fgets(line, sizeof line, f)) {
        char *s = line;
        while (*s == ' ' || *s == '\t')
            s++;
        size_t n = strlen(s);
        while (n && (s[n - 1] == '\n' || s[n - 1] == '\r' || s[n - 1] == ' '))
            s[--n] = '\0';
        if (n == 0 || s[0] == '#')
            continue;
        uint8_t bin[32];
        if (n == Z85_KEY && zmq_z85_decode(bin, s)) {
            memcpy(out, s, Z85_KEY + 1);
            found = 1;
        } else {
            break;
        }
    }
    fclose(f);
    if (!found)
        fprintf(stderr, "altered-judge-client: %s: no z85 CURVE key\n", path);
    return found ? 0 : -1;
}

/* --------------------------------------------------------------- transport */

typedef struct conn {
    void *ctx, *sock;
} conn;

static int conn_open(conn *c, const client_opts *o)
{
    c->ctx = zmq_ctx_new();
    c->sock = c->ctx ? zmq_socket(c->ctx, ZMQ_REQ) : NULL;
    if (!c->sock) {
        fprintf(stderr, "altered-judge-client: %s\n", zmq_strerror(zmq_errno()));
        return -1;
    }
    int zero = 0;
    zmq_setsockopt(c->sock, ZMQ_LINGER, &zero, sizeof zero);
    zmq_setsockopt(c->sock, ZMQ_RCVTIMEO, &o->timeout_ms, sizeof o->timeout_ms);
    zmq_setsockopt(c->sock, ZMQ_SNDTIMEO, &o->timeout_ms, sizeof o->timeout_ms);
    if (o->server_key) {
        if (!zmq_has("curve")) {
            fprintf(stderr, "altered-judge-client: this libzmq has no CURVE support\n");
            return -1;
        }
        char server[Z85_KEY + 1], pub[Z85_KEY + 1], sec[Z85_KEY + 1];
        if (read_key(o->server_key, server) != 0)
            return -1;
        if (o->client_key) {
            size_t n = strlen(o->client_key) + 8;
            char *path = malloc(n);
            if (!path)
                return -1;
            snprintf(path, n, "%s.key", o->client_key);
            int rc = read_key(path, sec);
            snprintf(path, n, "%s.pub", o->client_key);
            rc = rc == 0 ? read_key(path, pub) : rc;
            free(path);
            if (rc != 0)
                return -1;
        } else if (zmq_curve_keypair(pub, sec) != 0) {
            fprintf(stderr, "altered-judge-client: zmq_curve_keypair: %s\n", zmq_strerror(zmq_errno()));
            return -1;
        }
        if (zmq_setsockopt(c->sock, ZMQ_CURVE_SERVERKEY, server, Z85_KEY + 1) != 0 ||
            zmq_setsockopt(c->sock, ZMQ_CURVE_PUBLICKEY, pub, Z85_KEY + 1) != 0 ||
            zmq_setsockopt(c->sock, ZMQ_CURVE_SECRETKEY, sec, Z85_KEY + 1) != 0) {
            fprintf(stderr, "altered-judge-client: CURVE options: %s\n", zmq_strerror(zmq_errno()));
            return -1;
        }
        memset(sec, 0, sizeof sec);
    }
    if (zmq_connect(c->sock, o->endpoint) != 0) {
        fprintf(stderr, "altered-judge-client: cannot connect to %s: %s\n", o->endpoint, zmq_strerror(zmq_errno()));
        return -1;
    }
    return 0;
}

static void conn_close(conn *c)
{
    if (c->sock)
        zmq_close(c->sock);
    if (c->ctx)
        zmq_ctx_term(c->ctx);
    c->sock = c->ctx = NULL;
}

/* Sends a Request and waits for its Reply (the caller frees it with
 * altered__reply__free_unpacked). Returns 0, or an exit code. */
static int ask(conn *c, const client_opts *o, const Altered__Request *req, Altered__Reply **out)
{
    *out = NULL;
    size_t len = altered__request__get_packed_size(req);
    uint8_t *buf = malloc(len ? len : 1);
    if (!buf)
        return EXIT_MALFORMED;
    altered__request__pack(req, buf);
    int rc = zmq_send(c->sock, buf, len, 0);
    free(buf);
    if (rc < 0) {
        fprintf(stderr, "altered-judge-client: cannot send to %s within %d ms: %s\n", o->endpoint, o->timeout_ms,
                zmq_strerror(zmq_errno()));
        return EXIT_NO_REPLY;
    }
    zmq_msg_t msg;
    zmq_msg_init(&msg);
    if (zmq_msg_recv(&msg, c->sock, 0) < 0) {
        int e = zmq_errno();
        zmq_msg_close(&msg);
        if (e == EAGAIN)
            fprintf(stderr, "altered-judge-client: no reply from %s within %d ms\n", o->endpoint, o->timeout_ms);
        else
            fprintf(stderr, "altered-judge-client: %s\n", zmq_strerror(e));
        return EXIT_NO_REPLY;
    }
    Altered__Reply *r = altered__reply__unpack(NULL, zmq_msg_size(&msg), zmq_msg_data(&msg));
    zmq_msg_close(&msg);
    if (!r) {
        fprintf(stderr, "altered-judge-client: the reply is not a Reply message\n");
        return EXIT_MALFORMED;
    }
    if (r->id != req->id) {
        fprintf(stderr, "altered-judge-client: the reply's id %" PRIu64 " is not the request's %" PRIu64 "\n", r->id,
                req->id);
        altered__reply__free_unpacked(r, NULL);
        return EXIT_MALFORMED;
    }
    *out = r;
    return 0;
}

/* ---------------------------------------------------------------- output */

static void json_str(const char *s)
{
    replay_json_string(stdout, s ? s : "");
}

static const char *error_name(Altered__ErrorCode c)
{
    const ProtobufCEnumValue *v = protobuf_c_enum_descriptor_get_value(&altered__error_code__descriptor, (int)c);
    return v ? v->name : "ERROR_UNKNOWN";
}

/* Prints an Error reply; returns the exit code it means. */
static int print_error(const client_opts *o, const Altered__Error *e)
{
    if (o->json) {
        printf("{\"error\":");
        json_str(error_name(e->code));
        printf(",\"message\":");
        json_str(e->message);
        if (e->step)
            printf(",\"step\":%u", e->step);
        if (e->rule && e->rule[0]) {
            printf(",\"rule\":");
            json_str(e->rule);
        }
        printf("}\n");
    } else {
        fprintf(stderr, "altered-judge-client: %s: %s\n", error_name(e->code), e->message);
    }
    switch (e->code) {
    case ALTERED__ERROR_CODE__ERROR_ILLEGAL_HISTORY: return EXIT_ILLEGAL;
    case ALTERED__ERROR_CODE__ERROR_UNSUPPORTED: return EXIT_UNSUPPORTED;
    default: return EXIT_MALFORMED;
    }
}

/* Checks the reply's kind; prints an error reply. Returns 0 or an exit code. */
static int expect(const client_opts *o, const Altered__Reply *r, Altered__Reply__KindCase kind)
{
    if (r->kind_case == kind)
        return 0;
    if (r->kind_case == ALTERED__REPLY__KIND_ERROR && r->error)
        return print_error(o, r->error);
    fprintf(stderr, "altered-judge-client: the reply is of another kind (%d)\n", (int)r->kind_case);
    return EXIT_MALFORMED;
}

/* proto/altered.proto's ActionKind, by value. */
static const char *kind_names[] = {"unknown", "mana_pick", "expand", "expand_skip", "play",
                                   "quick",   "pass",      "keep",   "choose", "chance"};

static void print_action_fields(const Altered__Action *a)
{
    unsigned k = (unsigned)a->kind;
    printf("%s,%u,%u,%u,%u", k < sizeof kind_names / sizeof kind_names[0] ? kind_names[k] : "?", a->player,
           a->object, a->expedition, a->choice);
}

static void print_decision_json(const Altered__Decision *d)
{
    if (!d) {
        printf("null");
        return;
    }
    printf("{\"kind\":%u,\"player\":%u,\"day\":%u,\"phase\":", d->kind, d->player, d->day);
    json_str(d->phase);
    printf(",\"description\":");
    json_str(d->description);
    printf("}");
}

/* ----------------------------------------------------------------- inputs */

/* KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]] into an Action. */
static int parse_action(const char *text, Altered__Action *a)
{
    altered__action__init(a);
    a->object = 255;
    char buf[128];
    snprintf(buf, sizeof buf, "%s", text);
    char *save = NULL;
    char *tok = strtok_r(buf, ",", &save);
    int field = 0;
    for (; tok; tok = strtok_r(NULL, ",", &save), field++) {
        uint64_t v = 0;
        if (field == 0) {
            const char *name = strncasecmp(tok, "ACTION_", 7) == 0 ? tok + 7 : tok;
            int found = 0;
            for (unsigned k = 1; k < sizeof kind_names / sizeof kind_names[0]; k++)
                if (strcasecmp(name, kind_names[k]) == 0) {
                    v = k;
                    found = 1;
                }
            if (!found && number_parse_u64(tok, 255, &v) != 0)
                return -1;
            a->kind = (Altered__ActionKind)v;
            continue;
        }
        if (number_parse_u64(tok, field == 4 ? 65535 : 255, &v) != 0 || field > 4)
            return -1;
        if (field == 1)
            a->player = v;
        else if (field == 2)
            a->object = v;
        else if (field == 3)
            a->expedition = v;
        else
            a->choice = v;
    }
    return field >= 2 ? 0 : -1;
}

/* Opens the archive and finds game o->game in it. */
static int load_game(const client_opts *o, replay_reader **rd, Altered__GameLog **log)
{
    char err[256];
    *rd = replay_reader_open(o->files[0], err, sizeof err);
    if (!*rd) {
        fprintf(stderr, "altered-judge-client: %s\n", err);
        return EXIT_MALFORMED;
    }
    for (long i = 1; i <= o->game; i++) {
        int got = replay_reader_next(*rd, log, err, sizeof err);
        if (got < 0) {
            fprintf(stderr, "altered-judge-client: %s: %s\n", o->files[0], err);
            return EXIT_MALFORMED;
        }
        if (got == 0) {
            fprintf(stderr, "altered-judge-client: %s holds %ld game(s); there is no game %ld\n", o->files[0], i - 1,
                    o->game);
            return EXIT_MALFORMED;
        }
    }
    return 0;
}

/* The game so far: the header and the actions of the first k steps. */
static int game_so_far(const Altered__GameLog *log, size_t k, Altered__GameSoFar *g, Altered__Action ***actions)
{
    altered__game_so_far__init(g);
    g->header = log->header;
    *actions = malloc((k ? k : 1) * sizeof **actions);
    if (!*actions)
        return EXIT_MALFORMED;
    for (size_t i = 0; i < k; i++) {
        if (!log->steps[i] || !log->steps[i]->action) {
            fprintf(stderr, "altered-judge-client: step %zu of the log holds no action\n", i + 1);
            return EXIT_MALFORMED;
        }
        (*actions)[i] = log->steps[i]->action;
    }
    g->n_actions = k;
    g->actions = *actions;
    return 0;
}

/* The whole position file ("-": standard input) into *buf (caller frees).
 * Its content is the daemon's to check: it is sent as it is. */
static int read_position(const char *path, uint8_t **buf, size_t *len)
{
    *buf = NULL;
    *len = 0;
    FILE *f = strcmp(path, "-") == 0 ? stdin : fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "altered-judge-client: %s: %s\n", path, strerror(errno));
        return EXIT_MALFORMED;
    }
    size_t cap = 1 << 16, n = 0;
    uint8_t *p = malloc(cap);
    int rc = p ? 0 : EXIT_MALFORMED;
    while (rc == 0) {
        if (n == cap) {
            if (cap > POSITION_FILE_MAX) {
                fprintf(stderr, "altered-judge-client: %s: larger than %d bytes\n", path, POSITION_FILE_MAX);
                rc = EXIT_MALFORMED;
                break;
            }
            uint8_t *np = realloc(p, cap * 2);
            if (!np) {
                rc = EXIT_MALFORMED;
                break;
            }
            p = np;
            cap *= 2;
        }
        size_t got = fread(p + n, 1, cap - n, f);
        n += got;
        if (got == 0) {
            if (ferror(f)) {
                fprintf(stderr, "altered-judge-client: %s: %s\n", path, strerror(errno));
                rc = EXIT_MALFORMED;
            }
            break;
        }
    }
    if (f != stdin)
        fclose(f);
    if (rc == 0 && n > POSITION_FILE_MAX) {
        fprintf(stderr, "altered-judge-client: %s: larger than %d bytes\n", path, POSITION_FILE_MAX);
        rc = EXIT_MALFORMED;
    }
    if (rc == 0 && n == 0) {
        fprintf(stderr, "altered-judge-client: %s is empty: no position\n", path);
        rc = EXIT_MALFORMED;
    }
    if (rc != 0) {
        free(p);
        return rc;
    }
    *buf = p;
    *len = n;
    return 0;
}

/* A JSON document on one line: drops each newline and the indentation
 * after it. JSON strings hold no raw newline, so every newline is
 * whitespace between tokens, and so is the indentation that follows it. */
static void print_json_one_line(const char *text)
{
    for (const char *p = text; *p; p++) {
        if (*p == '\n' || *p == '\r') {
            while (p[1] == ' ' || p[1] == '\t' || p[1] == '\n' || p[1] == '\r')
                p++;
            continue;
        }
        putchar(*p);
    }
}

/* What a reply is about, in words: "after step K" or "in FILE". */
static void where_words(const client_opts *o, size_t k, char *out, size_t cap)
{
    if (o->position)
        snprintf(out, cap, "in %s", o->position);
    else
        snprintf(out, cap, "after step %zu", k);
}

/* The same as the first key of a JSON reply. */
static void where_json(const client_opts *o, size_t k)
{
    if (o->position) {
        printf("{\"position_file\":");
        json_str(o->position);
    } else {
        printf("{\"step\":%zu", k);
    }
}

/* ---------------------------------------------------------------- commands */

static int cmd_info(conn *c, const client_opts *o)
{
    Altered__InfoRequest q = ALTERED__INFO_REQUEST__INIT;
    Altered__Request req = ALTERED__REQUEST__INIT;
    req.id = o->id;
    req.kind_case = ALTERED__REQUEST__KIND_INFO;
    req.info = &q;
    Altered__Reply *r = NULL;
    int rc = ask(c, o, &req, &r);
    if (rc == 0 && (rc = expect(o, r, ALTERED__REPLY__KIND_INFO)) == 0) {
        const Altered__InfoReply *i = r->info;
        if (o->json) {
            printf("{\"engine\":");
            json_str(i->engine);
            printf(",\"rulesets\":[");
            for (size_t k = 0; k < i->n_rulesets; k++) {
                printf(k ? "," : "");
                json_str(i->rulesets[k]);
            }
            printf("],\"rng\":");
            json_str(i->rng);
            printf(",\"card_db\":");
            json_str(i->card_db);
            printf(",\"card_db_digest\":\"%016" PRIx64 "\",\"hash_encoding\":%u,\"cards\":%u,\"supported_cards\":%u,"
                   "\"worker\":",
                   i->card_db_digest, i->hash_encoding, i->cards, i->supported_cards);
            json_str(i->worker);
            printf(",\"cache_hits\":%" PRIu64 ",\"cache_partial_hits\":%" PRIu64 ",\"cache_misses\":%" PRIu64
                   ",\"cache_entries\":%" PRIu64 ",\"cache_bytes\":%" PRIu64 ",\"max_actions\":%u}\n",
                   i->cache_hits, i->cache_partial_hits, i->cache_misses, i->cache_entries, i->cache_bytes,
                   i->max_actions);
        } else {
            printf("engine %s\n", i->engine);
            printf("rulesets");
            for (size_t k = 0; k < i->n_rulesets; k++)
                printf("%s %s", k ? "," : "", i->rulesets[k]);
            printf("\nrng %s\n", i->rng);
            printf("state hash encoding %u\n", i->hash_encoding);
            printf("card database %s, digest %016" PRIx64 ", %u records, %u supported\n", i->card_db,
                   i->card_db_digest, i->cards, i->supported_cards);
            printf("worker %s\n", i->worker);
            printf("longest game accepted: %u actions\n", i->max_actions);
            if (i->cache_bytes)
                printf("cache: %" PRIu64 " hits, %" PRIu64 " prefix hits, %" PRIu64 " misses, %" PRIu64
                       " states held, %" PRIu64 " MiB\n",
                       i->cache_hits, i->cache_partial_hits, i->cache_misses, i->cache_entries, i->cache_bytes >> 20);
            else
                printf("cache: none\n");
        }
    }
    if (r)
        altered__reply__free_unpacked(r, NULL);
    return rc;
}

static int cmd_legal(conn *c, const client_opts *o)
{
    replay_reader *rd = NULL;
    Altered__GameLog *log = NULL;
    Altered__Action **acts = NULL, cand;
    Altered__Reply *r = NULL;
    Altered__GameSoFar g;
    Altered__LegalRequest q = ALTERED__LEGAL_REQUEST__INIT;
    uint8_t *pos = NULL;
    size_t pos_len = 0, k = 0;
    int rc = 0;
    if (o->action && parse_action(o->action, &cand) != 0) {
        fprintf(stderr, "altered-judge-client: --action wants KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]], not '%s'\n",
                o->action);
        rc = EXIT_USAGE;
        goto out;
    }
    if (o->position) {
        /* A position has no recorded next step to take as the candidate. */
        if (!o->action) {
            replay_usage_error("", "legal --position needs --action");
            rc = EXIT_USAGE;
            goto out;
        }
        if ((rc = read_position(o->position, &pos, &pos_len)) != 0)
            goto out;
        q.position.data = pos;
        q.position.len = pos_len;
    } else {
        if ((rc = load_game(o, &rd, &log)) != 0)
            goto out;
        size_t n = log->n_steps;
        if (o->action) {
            k = o->step >= 0 ? (size_t)o->step : n;
            if (k > n) {
                fprintf(stderr, "altered-judge-client: --step %zu: the game has %zu steps\n", k, n);
                rc = EXIT_USAGE;
                goto out;
            }
        } else {
            if (n == 0 || (o->step >= 0 && (size_t)o->step >= n)) {
                fprintf(stderr,
                        "altered-judge-client: no step %ld in the log to take as the candidate (give --action)\n",
                        o->step >= 0 ? o->step + 1 : 1);
                rc = EXIT_USAGE;
                goto out;
            }
            k = o->step >= 0 ? (size_t)o->step : n - 1;
            if (!log->steps[k] || !log->steps[k]->action) {
                fprintf(stderr, "altered-judge-client: step %zu of the log holds no action\n", k + 1);
                rc = EXIT_MALFORMED;
                goto out;
            }
            cand = *log->steps[k]->action;
        }
        if ((rc = game_so_far(log, k, &g, &acts)) != 0)
            goto out;
        q.game = &g;
    }
    q.candidate = &cand;
    Altered__Request req = ALTERED__REQUEST__INIT;
    req.id = o->id;
    req.kind_case = ALTERED__REQUEST__KIND_LEGAL;
    req.legal = &q;
    rc = ask(c, o, &req, &r);
    if (rc == 0 && (rc = expect(o, r, ALTERED__REPLY__KIND_LEGAL)) == 0) {
        const Altered__LegalReply *l = r->legal;
        char where[512];
        if (o->position)
            snprintf(where, sizeof where, "in %s", o->position);
        else
            snprintf(where, sizeof where, "at step %zu", k + 1);
        if (o->json) {
            if (o->position)
                where_json(o, 0);
            else
                printf("{\"step\":%zu", k + 1);
            printf(",\"legal\":%s,\"action\":", l->legal ? "true" : "false");
            json_str(l->action);
            if (l->legal) {
                printf(",\"hash_after\":\"%016" PRIx64 "\"}\n", l->hash_after);
            } else {
                printf(",\"rule\":");
                json_str(l->rule);
                printf(",\"reason\":");
                json_str(l->reason);
                printf("}\n");
            }
        } else if (l->legal) {
            printf("legal %s: %s; state hash after: %016" PRIx64 "\n", where, l->action, l->hash_after);
        } else {
            printf("illegal %s: %s: %s\n", where, l->action, l->reason);
        }
        rc = l->legal ? 0 : EXIT_ILLEGAL;
    }
out:
    if (r)
        altered__reply__free_unpacked(r, NULL);
    free(acts);
    free(pos);
    replay_reader_close(&rd);
    return rc;
}

/* actions and state: the game so far is the first K steps (default all),
 * or the position of --position. */
static int game_request(conn *c, const client_opts *o, int state)
{
    replay_reader *rd = NULL;
    Altered__GameLog *log = NULL;
    Altered__Action **acts = NULL;
    Altered__Reply *r = NULL;
    Altered__GameSoFar g;
    ProtobufCBinaryData position = {0, NULL};
    size_t k = 0;
    int rc = 0;
    if (o->position) {
        if ((rc = read_position(o->position, &position.data, &position.len)) != 0)
            goto out;
    } else {
        if ((rc = load_game(o, &rd, &log)) != 0)
            goto out;
        k = o->step >= 0 ? (size_t)o->step : log->n_steps;
        if (k > log->n_steps) {
            fprintf(stderr, "altered-judge-client: --step %zu: the game has %zu steps\n", k, log->n_steps);
            rc = EXIT_USAGE;
            goto out;
        }
        if ((rc = game_so_far(log, k, &g, &acts)) != 0)
            goto out;
    }
    Altered__GameSoFar *game = o->position ? NULL : &g;
    Altered__Request req = ALTERED__REQUEST__INIT;
    req.id = o->id;
    Altered__LegalActionsRequest la = ALTERED__LEGAL_ACTIONS_REQUEST__INIT;
    Altered__StateRequest sq = ALTERED__STATE_REQUEST__INIT;
    if (state) {
        sq.game = game;
        sq.position = position;
        req.kind_case = ALTERED__REQUEST__KIND_STATE;
        req.state = &sq;
    } else {
        la.game = game;
        la.position = position;
        req.kind_case = ALTERED__REQUEST__KIND_LEGAL_ACTIONS;
        req.legal_actions = &la;
    }
    rc = ask(c, o, &req, &r);
    if (rc != 0)
        goto out;
    char where[512];
    where_words(o, k, where, sizeof where);
    if (state) {
        if ((rc = expect(o, r, ALTERED__REPLY__KIND_STATE)) != 0)
            goto out;
        const Altered__StateReply *s = r->state;
        if (o->print_position) {
            /* The document as the daemon wrote it: a file --position takes. */
            if (!s->position_json || !s->position_json[0]) {
                fprintf(stderr, "altered-judge-client: the reply holds no JSON position (an older daemon?)\n");
                rc = EXIT_MALFORMED;
                goto out;
            }
            fputs(s->position_json, stdout);
        } else if (o->json) {
            where_json(o, k);
            printf(",\"hash\":\"%016" PRIx64 "\",\"winner\":%d,\"decision\":", s->hash, s->winner);
            print_decision_json(s->decision);
            printf(",\"description\":");
            json_str(s->description);
            printf(",\"encoding\":\"");
            for (size_t i = 0; i < s->encoding.len; i++)
                printf("%02x", s->encoding.data[i]);
            printf("\",\"position\":\"");
            for (size_t i = 0; i < s->position.len; i++)
                printf("%02x", s->position.data[i]);
            printf("\",\"position_json\":");
            if (s->position_json && s->position_json[0])
                print_json_one_line(s->position_json);
            else
                printf("null");
            printf("}\n");
        } else {
            printf("%s: state hash %016" PRIx64 " (canonical encoding, %zu bytes)\n", where, s->hash,
                   s->encoding.len);
            if (s->decision)
                printf("%s\n", s->decision->description);
            fputs(s->description, stdout);
            size_t dl = strlen(s->description);
            if (dl && s->description[dl - 1] != '\n')
                putchar('\n');
        }
    } else {
        if ((rc = expect(o, r, ALTERED__REPLY__KIND_LEGAL_ACTIONS)) != 0)
            goto out;
        const Altered__LegalActionsReply *l = r->legal_actions;
        if (o->json) {
            where_json(o, k);
            printf(",\"hash\":\"%016" PRIx64 "\",\"decision\":", l->hash);
            print_decision_json(l->decision);
            printf(",\"actions\":[");
            for (size_t i = 0; i < l->n_actions; i++) {
                const Altered__Action *a = l->actions[i];
                printf("%s{\"kind\":%u,\"player\":%u,\"object\":%u,\"expedition\":%u,\"choice\":%u,\"description\":",
                       i ? "," : "", (unsigned)a->kind, a->player, a->object, a->expedition, a->choice);
                json_str(i < l->n_descriptions ? l->descriptions[i] : "");
                printf("}");
            }
            printf("]}\n");
        } else {
            printf("%s: state hash %016" PRIx64 "\n", where, l->hash);
            if (l->decision)
                printf("%s\n", l->decision->description);
            printf("%zu legal answer(s):\n", l->n_actions);
            for (size_t i = 0; i < l->n_actions; i++) {
                printf("  ");
                print_action_fields(l->actions[i]);
                printf("  %s\n", i < l->n_descriptions ? l->descriptions[i] : "");
            }
        }
    }
out:
    if (r)
        altered__reply__free_unpacked(r, NULL);
    free(acts);
    free(position.data);
    replay_reader_close(&rd);
    return rc;
}

/* The reply as altered-replay verify --json writes a game's line: the
 * verdict from the daemon, the header's context from the log sent. */
static void print_verify_json(const Altered__GameLog *log, const char *file, size_t index,
                              const Altered__VerifyReply *v)
{
    replay_result res;
    memset(&res, 0, sizeof res);
    res.code = (int)v->verdict;
    res.steps = v->steps;
    res.unhashed = v->hashes_absent;
    res.days = v->days;
    res.winner = v->winner;
    res.outcome = v->verdict == REPLAY_EXIT_OK ? replay_outcome_from_rule(v->rule) : ALT_OUTCOME_NONE;
    res.fail_step = v->fail_step;
    res.expected = v->expected;
    res.actual = v->actual;
    snprintf(res.msg, sizeof res.msg, "%s", v->reason ? v->reason : "");
    res.by_position = v->positions_compared;
    /* A check this build does not know is left out, as verify would. */
    res.position = (int)v->position <= REPLAY_POSITION_UNDECODABLE ? (int)v->position : REPLAY_POSITION_NONE;
    res.n_differs = v->differs_total;
    snprintf(res.position_error, sizeof res.position_error, "%s", v->position_error ? v->position_error : "");
    for (size_t i = 0; i < v->n_differs && i < REPLAY_DIFFS_MAX; i++) {
        const Altered__FieldDiff *d = v->differs[i];
        replay_diff_line *l = &res.differs[i];
        snprintf(l->path, sizeof l->path, "%s", d && d->path ? d->path : "");
        snprintf(l->ours, sizeof l->ours, "%s", d && d->ours ? d->ours : "");
        snprintf(l->theirs, sizeof l->theirs, "%s", d && d->theirs ? d->theirs : "");
        l->elements = d && d->elements;
    }
    /* A reply whose total disagrees with the fields it holds is shown as
     * it holds them. */
    size_t shown = v->n_differs < REPLAY_DIFFS_MAX ? v->n_differs : REPLAY_DIFFS_MAX;
    if (res.n_differs < shown || (shown < REPLAY_DIFFS_MAX && res.n_differs != shown))
        res.n_differs = shown;
    replay_print_result(stdout, NULL, log, file, index, &res, 1);
}

static int cmd_verify(conn *c, const client_opts *o)
{
    int worst = 0;
    for (int f = 0; f < o->nfiles; f++) {
        const char *file = o->files[f];
        char err[256];
        replay_reader *rd = replay_reader_open(file, err, sizeof err);
        if (!rd) {
            replay_print_problem("altered-judge-client", file, "unreadable", 0, err, o->json);
            worst = worst ? worst : EXIT_MALFORMED;
            continue;
        }
        size_t index = 0;
        for (;;) {
            Altered__GameLog *log = NULL;
            int got = replay_reader_next(rd, &log, err, sizeof err);
            if (got == 0)
                break;
            index++;
            if (got < 0) {
                replay_print_problem("altered-judge-client", file, "malformed_framing", index, err, o->json);
                worst = worst ? worst : EXIT_MALFORMED;
                break;
            }
            if (o->game_given && (long)index != o->game)
                continue;
            Altered__VerifyRequest q = ALTERED__VERIFY_REQUEST__INIT;
            q.log = log;
            q.name = (char *)file;
            q.index = (uint32_t)index;
            Altered__Request req = ALTERED__REQUEST__INIT;
            req.id = o->id;
            req.kind_case = ALTERED__REQUEST__KIND_VERIFY;
            req.verify = &q;
            Altered__Reply *r = NULL;
            int rc = ask(c, o, &req, &r);
            if (rc == 0 && (rc = expect(o, r, ALTERED__REPLY__KIND_VERIFY)) == 0) {
                if (o->json)
                    print_verify_json(log, file, index, r->verify);
                else
                    fputs(r->verify->report, stdout);
                rc = (int)r->verify->verdict;
            }
            if (r)
                altered__reply__free_unpacked(r, NULL);
            if (rc == EXIT_NO_REPLY) {
                replay_reader_close(&rd);
                return rc;
            }
            if (rc && !worst)
                worst = rc;
        }
        if (index == 0) {
            replay_print_problem("altered-judge-client", file, "no_games", 0, "no games", o->json);
            worst = worst ? worst : EXIT_MALFORMED;
        } else if (o->game_given && (long)index < o->game && !worst) {
            snprintf(err, sizeof err, "%s has no game %ld: it holds %zu", file, o->game, index);
            replay_print_problem("altered-judge-client", file, "no_such_game", (size_t)o->game, err, o->json);
            worst = EXIT_USAGE;
        }
        /* Whether the archive is whole is read here, where its bytes are:
         * the daemon sees one game at a time. */
        replay_archive_report rep;
        replay_reader_completeness(rd, &rep);
        if (replay_print_archive(stdout, file, &rep, o->json, 0) && !worst)
            worst = REPLAY_EXIT_INCOMPLETE;
        uint8_t sha[32];
        uint64_t size = 0;
        if (replay_reader_digest(rd, sha, &size) != 0 && !worst)
            worst = EXIT_MALFORMED;
        replay_print_coverage(stdout, file, sha, size, NULL, o->json);
        replay_reader_close(&rd);
    }
    return worst;
}

/* ------------------------------------------------------------------- main */

/* The client's own versions, without asking the daemon (`info` does). */
int replay_print_version(void)
{
    printf("altered-judge-client, engine %s\n", ALT_ENGINE_VERSION);
    for (int r = 0; r < ALT_RULESET__COUNT; r++)
        printf("ruleset %s%s\n", alt_ruleset_version((alt_ruleset)r), r == ALT_RULESET_SEEDS ? " (default)" : "");
    printf("rng %s\n", ALT_RNG_VERSION);
    printf("state hash encoding %u (XXH3-64)\n", ALT_HASH_VERSION);
    return 0;
}

int main(int argc, char **argv)
{
    client_opts o = {
        .endpoint = getenv("ALTERED_JUDGED_ENDPOINT") ? getenv("ALTERED_JUDGED_ENDPOINT") : "tcp://127.0.0.1:5555",
        .timeout_ms = 10000,
        .id = 1,
        .game = 1,
        .step = -1,
    };
    const char *cmd = NULL;
    enum { O_ENDPOINT, O_TIMEOUT, O_GAME, O_STEP, O_ACTION, O_ID, O_SERVER_KEY, O_CLIENT_KEY, O_POSITION, O_JSON,
           O_PRINT_POSITION };
    static const replay_opt opts[] = {
        [O_ENDPOINT] = {"--endpoint", 1}, [O_TIMEOUT] = {"--timeout", 1}, [O_GAME] = {"--game", 1},
        [O_STEP] = {"--step", 1},         [O_ACTION] = {"--action", 1},   [O_ID] = {"--id", 1},
        [O_SERVER_KEY] = {"--curve-server-key", 1}, [O_CLIENT_KEY] = {"--curve-key", 1},
        [O_POSITION] = {"--position", 1}, [O_JSON] = {"--json", 0},      [O_PRINT_POSITION] = {"--print-position", 0},
        {NULL, 0},
    };
    replay_cli_tool = "altered-judge-client";
    replay_args args;
    replay_args_init(&args, "", argc - 1, argv + 1);
    for (int got; (got = replay_args_next(&args, opts)) != REPLAY_ARG_END;) {
        const char *v = args.value;
        uint64_t n = 0;
        switch (got) {
        case REPLAY_ARG_HELP: usage(stdout); return 0;
        case REPLAY_ARG_VERSION: return replay_print_version();
        case REPLAY_ARG_ERROR: return EXIT_USAGE;
        case REPLAY_ARG_OPERAND:
            if (!cmd && strcmp(v, "help") == 0) {
                usage(stdout);
                return 0;
            }
            if (!cmd)
                cmd = v;
            else if (o.nfiles < (int)(sizeof o.files / sizeof o.files[0]))
                o.files[o.nfiles++] = v;
            else
                return replay_usage_error("", "too many files (at most %zu)", sizeof o.files / sizeof o.files[0]);
            break;
        case O_JSON: o.json = 1; break;
        case O_PRINT_POSITION: o.print_position = 1; break;
        case O_ENDPOINT: o.endpoint = v; break;
        case O_ACTION: o.action = v; break;
        case O_POSITION: o.position = v; break;
        case O_SERVER_KEY: o.server_key = v; break;
        case O_CLIENT_KEY: o.client_key = v; break;
        default:
            if (number_parse_u64(v, UINT64_MAX, &n) != 0 || (got != O_ID && n > 0x7fffffff) || (got == O_GAME && n == 0))
                return replay_usage_error("", "bad value for %s: '%s'", opts[got].name, v);
            if (got == O_TIMEOUT)
                o.timeout_ms = (int)n;
            else if (got == O_GAME)
                o.game = (long)n, o.game_given = 1;
            else if (got == O_STEP)
                o.step = (long)n;
            else
                o.id = n;
        }
    }
    int game_given = o.game_given;
    if (!cmd)
        return replay_usage_error("", "no command given: info, legal, actions, state or verify");
    if (strcmp(cmd, "info") != 0 && strcmp(cmd, "legal") != 0 && strcmp(cmd, "actions") != 0 &&
        strcmp(cmd, "state") != 0 && strcmp(cmd, "verify") != 0)
        return replay_usage_error("", "unknown command '%s'", cmd);
    int game_cmd = strcmp(cmd, "legal") == 0 || strcmp(cmd, "actions") == 0 || strcmp(cmd, "state") == 0;
    if (o.position) {
        /* A position is the whole game: no log to pick a game or step of. */
        const char *clash = !game_cmd     ? cmd
                            : o.nfiles    ? "a log file"
                            : o.step >= 0 ? "--step"
                            : game_given  ? "--game"
                                          : NULL;
        if (clash)
            return replay_usage_error("", "--position does not go with %s", clash);
    } else if (strcmp(cmd, "info") != 0 && o.nfiles == 0) {
        return replay_usage_error("", "%s needs a log file%s", cmd, game_cmd ? " or --position" : "");
    }
    /* Only verify reads several files: a second one elsewhere would be
     * ignored, so it is refused. */
    if (strcmp(cmd, "info") == 0 && o.nfiles)
        return replay_usage_error("", "info takes no file; given '%s'", o.files[0]);
    if (game_cmd && o.nfiles > 1)
        return replay_usage_error("", "%s reads one log file; also given '%s'", cmd, o.files[1]);
    if (o.print_position && strcmp(cmd, "state") != 0)
        return replay_usage_error("", "--print-position is for state");
    /* An option the command does not read would be dropped unseen. */
    if (o.step >= 0 && !game_cmd)
        return replay_usage_error("", "--step is for legal, actions and state, not %s", cmd);
    if (o.action && strcmp(cmd, "legal") != 0)
        return replay_usage_error("", "--action is for legal, not %s", cmd);
    if (game_given && strcmp(cmd, "info") == 0)
        return replay_usage_error("", "--game is for a log's commands, not info");
    if (o.client_key && !o.server_key)
        return replay_usage_error("", "--curve-key needs --curve-server-key");
    conn c = {0};
    int rc;
    if (conn_open(&c, &o) != 0)
        rc = EXIT_MALFORMED;
    else if (strcmp(cmd, "info") == 0)
        rc = cmd_info(&c, &o);
    else if (strcmp(cmd, "legal") == 0)
        rc = cmd_legal(&c, &o);
    else if (strcmp(cmd, "actions") == 0)
        rc = game_request(&c, &o, 0);
    else if (strcmp(cmd, "state") == 0)
        rc = game_request(&c, &o, 1);
    else
        rc = cmd_verify(&c, &o);
    conn_close(&c);
    return rc;
}
