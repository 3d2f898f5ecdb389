/*
 * main.c: altered-judge-client, the command-line client of altered-judged.
 *
 * Each subcommand reads what it needs from a game log archive (the format
 * altered-replay writes) or, for legal, actions and state, from a position
 * file (--position: binary or JSON, docs/position.md, sent as it is for the
 * daemon to read), sends one Request per question over a ZeroMQ REQ
 * socket, and prints the Reply in words or, with --json, as one JSON
 * object per line. Every receive has a timeout: a daemon that does not
 * answer makes the client exit 75 instead of hanging.
 *
 * Every exit code has one meaning, whatever the command (exit_codes below,
 * docs/cli.md): a reply's verdict or error code becomes an exit code
 * through a table, and one the table does not hold is an error exit, never
 * a number passed through (a verdict of 256 would otherwise exit 0).
 *
 * Strings a reply carries (a report, a description, a message) are shown
 * as shown_text.h says: a control or an invisible character in them cannot
 * drive the terminal or make a line read otherwise, whoever sent them.
 */
#include "action_text.h"   /* the ACTION syntax altered-replay's position commands share */
#include "cli.h"     /* the option parser altered-replay's commands share (altered_log) */
#include "game.h"
#include "log.h"
#include "number.h"
#include "replay.h"
#include "shown_text.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <zmq.h>

/* The exit codes, one meaning each; --help and docs/cli.md list them. */
enum {
    EXIT_OK = 0,             /* answered: legal, verified */
    EXIT_DIVERGED = 1,       /* verify: a recorded hash differs */
    EXIT_ILLEGAL = 2,        /* the candidate, an action of the game so far, or a logged step, breaks a rule */
    EXIT_MALFORMED = 3,      /* the input (a file, or the request as the daemon read it) is malformed */
    EXIT_UNSUPPORTED = 4,    /* a card, ruleset or version the daemon does not hold */
    EXIT_INCOMPLETE = 5,     /* verify: the archive is not what its trailer sealed */
    EXIT_UNFINISHED = 6,     /* verify: a game stops before it ends */
    EXIT_USAGE = 64,         /* a bad command line (sysexits EX_USAGE) */
    EXIT_INTERNAL = 70,      /* the daemon's internal error (ERROR_INTERNAL), or out of memory here */
    EXIT_NO_REPLY = 75,      /* no reply in time, or the daemon busy or unavailable: try again (EX_TEMPFAIL) */
    EXIT_PROTOCOL = 76,      /* a reply this client cannot read: not a Reply, another id, an unknown
                              * verdict or error code (EX_PROTOCOL) */
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
    const char *action;         /* --action ACTION (action_text.h) */
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
            "  legal FILE [--step K] [--action ACTION]\n"
            "                                    is the candidate legal after the first K steps?\n"
            "                                    (default candidate: step K+1 of the log; default K:\n"
            "                                    all steps with --action, else all but the last)\n"
            "  legal --position POS --action ACTION\n"
            "                                    is the candidate legal in that position?\n"
            "  actions FILE [--step K]           the pending decision and every legal answer, as\n"
            "                                    INDEX  ACTION  description\n"
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
            "ACTION is what `actions` and `altered-replay position legal` print, fields\n"
            "kind=KIND,player=P[,object=N|hero|none][,expedition=hero|companion][,choice=N]\n"
            "(left out: the deciding player, no object, the Hero Expedition, 0; fields that fit\n"
            "one legal answer mean it), an INDEX of that list, or KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]]\n"
            "(OBJECT 255: none). KIND: mana_pick, expand, expand_skip, play, quick, pass, keep,\n"
            "choose, chance, or its number.\n"
            "\n"
            "exit codes, one meaning each:\n"
            "  0  answered: info, actions, state; legal: legal; verify: every game verified\n"
            "  1  verify: a recorded hash diverges\n"
            "  2  an illegal action: legal's candidate, a step of the game so far, a logged step\n"
            "  3  malformed input: a file, or the request as the daemon read it (ERROR_MALFORMED,\n"
            "     ERROR_TOO_LONG, ERROR_UNKNOWN_REQUEST)\n"
            "  4  unsupported card, ruleset or version\n"
            "  5  verify: the archive is not what its trailer sealed\n"
            "  6  verify: a game stops before it ends\n"
            "  64 bad command line (an unknown option, a stray argument, a bad ACTION)\n"
            "  70 the daemon's internal error (ERROR_INTERNAL), or out of memory here\n"
            "  75 no reply in time, or the daemon busy or unavailable (ERROR_BUSY,\n"
            "     ERROR_UNAVAILABLE): try again later\n"
            "  76 a reply this client cannot read: not a Reply, another id, a verdict or error\n"
            "     code it does not know\n"
            "-- ends the options; - as FILE or POS reads standard input. --version prints\n"
            "the client's versions (info asks the daemon for its own).\n");
}

/* A Verify reply's verdict, as altered-replay verify's exit code for the
 * game; the archive's 5 is never a game's verdict. */
static const struct {
    uint32_t verdict;
    int code;
} verdict_exits[] = {
    {REPLAY_EXIT_OK, EXIT_OK},           {REPLAY_EXIT_DIVERGED, EXIT_DIVERGED},
    {REPLAY_EXIT_ILLEGAL, EXIT_ILLEGAL}, {REPLAY_EXIT_MALFORMED, EXIT_MALFORMED},
    {REPLAY_EXIT_UNSUPPORTED, EXIT_UNSUPPORTED}, {REPLAY_EXIT_UNFINISHED, EXIT_UNFINISHED},
};

/* An Error reply's code. */
static const struct {
    Altered__ErrorCode error;
    int code;
} error_exits[] = {
    {ALTERED__ERROR_CODE__ERROR_MALFORMED, EXIT_MALFORMED},
    {ALTERED__ERROR_CODE__ERROR_UNKNOWN_REQUEST, EXIT_MALFORMED},
    {ALTERED__ERROR_CODE__ERROR_UNSUPPORTED, EXIT_UNSUPPORTED},
    {ALTERED__ERROR_CODE__ERROR_ILLEGAL_HISTORY, EXIT_ILLEGAL},
    {ALTERED__ERROR_CODE__ERROR_TOO_LONG, EXIT_MALFORMED},
    {ALTERED__ERROR_CODE__ERROR_INTERNAL, EXIT_INTERNAL},
    {ALTERED__ERROR_CODE__ERROR_BUSY, EXIT_NO_REPLY},
    {ALTERED__ERROR_CODE__ERROR_UNAVAILABLE, EXIT_NO_REPLY},
};

/* The exit code of a verdict; EXIT_PROTOCOL (told) for one not in the table. */
static int verdict_exit(uint32_t verdict)
{
    for (size_t i = 0; i < sizeof verdict_exits / sizeof verdict_exits[0]; i++)
        if (verdict_exits[i].verdict == verdict)
            return verdict_exits[i].code;
    fprintf(stderr, "altered-judge-client: the reply's verdict %" PRIu32 " is not one this client knows\n", verdict);
    return EXIT_PROTOCOL;
}

static int error_exit(Altered__ErrorCode e)
{
    for (size_t i = 0; i < sizeof error_exits / sizeof error_exits[0]; i++)
        if (error_exits[i].error == e)
            return error_exits[i].code;
    return EXIT_PROTOCOL;
}

/* A reply's string on standard output, for a person (shown_text.h). */
static void put_shown(const char *s, unsigned flags)
{
    replay_shown_put(stdout, s ? s : "", SIZE_MAX, flags);
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
        return EXIT_PROTOCOL;
    }
    if (r->id != req->id) {
        fprintf(stderr, "altered-judge-client: the reply's id %" PRIu64 " is not the request's %" PRIu64 "\n", r->id,
                req->id);
        altered__reply__free_unpacked(r, NULL);
        return EXIT_PROTOCOL;
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
        fprintf(stderr, "altered-judge-client: %s: ", error_name(e->code));
        replay_shown_put(stderr, e->message ? e->message : "", SIZE_MAX, 0);
        fputc('\n', stderr);
    }
    return error_exit(e->code);
}

/* Checks the reply's kind; prints an error reply. Returns 0 or an exit code. */
static int expect(const client_opts *o, const Altered__Reply *r, Altered__Reply__KindCase kind)
{
    if (r->kind_case == kind)
        return 0;
    if (r->kind_case == ALTERED__REPLY__KIND_ERROR && r->error)
        return print_error(o, r->error);
    fprintf(stderr, "altered-judge-client: the reply is of another kind (%d)\n", (int)r->kind_case);
    return EXIT_PROTOCOL;
}

/* An answer in the FIELD form `position legal` prints (action_text.h). */
static void print_action_fields(const Altered__Action *a)
{
    alt_action e;
    char text[REPLAY_ACTION_TEXT_MAX];
    if (replay_action_from_log(a, &e) != 0) {
        printf("kind=%u,player=%u,object=%u,expedition=%u,choice=%u", (unsigned)a->kind, a->player, a->object,
               a->expedition, a->choice);
        return;
    }
    replay_action_format(&e, text, sizeof text);
    fputs(text, stdout);
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
            fputs("engine ", stdout);
            put_shown(i->engine, 0);
            printf("\nrulesets");
            for (size_t k = 0; k < i->n_rulesets; k++) {
                fputs(k ? ", " : " ", stdout);
                put_shown(i->rulesets[k], 0);
            }
            printf("\nrng ");
            put_shown(i->rng, 0);
            printf("\nstate hash encoding %u\ncard database ", i->hash_encoding);
            put_shown(i->card_db, 0);
            printf(", digest %016" PRIx64 ", %u records, %u supported\nworker ", i->card_db_digest, i->cards,
                   i->supported_cards);
            put_shown(i->worker, 0);
            putchar('\n');
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

/* The answer --action means where the game (or position) stands. The
 * fields given in full (`pass,0`, or every FIELD) are that answer; an
 * index of the list, or fields left out, are read against the legal
 * answers there (a LegalActions request), as `position apply` reads them:
 * the deciding player, the one answer that agrees. 0, or an exit code. */
static int resolve_action(conn *c, const client_opts *o, const replay_action_text *t, Altered__GameSoFar *game,
                          const ProtobufCBinaryData *position, Altered__Action *cand)
{
    const unsigned all = REPLAY_FIELD_KIND | REPLAY_FIELD_PLAYER | REPLAY_FIELD_OBJECT | REPLAY_FIELD_EXPEDITION |
                         REPLAY_FIELD_CHOICE;
    if (!t->is_index && t->given == all) {
        replay_action_to_log(&t->action, cand);
        return 0;
    }
    Altered__LegalActionsRequest la = ALTERED__LEGAL_ACTIONS_REQUEST__INIT;
    la.game = game;
    if (position)
        la.position = *position;
    Altered__Request req = ALTERED__REQUEST__INIT;
    req.id = o->id;
    req.kind_case = ALTERED__REQUEST__KIND_LEGAL_ACTIONS;
    req.legal_actions = &la;
    Altered__Reply *r = NULL;
    int rc = ask(c, o, &req, &r);
    if (rc == 0)
        rc = expect(o, r, ALTERED__REPLY__KIND_LEGAL_ACTIONS);
    if (rc != 0) {
        if (r)
            altered__reply__free_unpacked(r, NULL);
        return rc;
    }
    const Altered__LegalActionsReply *l = r->legal_actions;
    alt_action *list = malloc((l->n_actions ? l->n_actions : 1) * sizeof *list);
    if (!list) {
        altered__reply__free_unpacked(r, NULL);
        return EXIT_INTERNAL;
    }
    size_t n = 0;
    for (size_t i = 0; i < l->n_actions; i++)
        if (replay_action_from_log(l->actions[i], &list[n]) == 0)
            n++;
    alt_action a;
    char msg[256];
    long got = replay_action_resolve_for(t, l->decision ? l->decision->player : 0, list, n, &a, msg, sizeof msg);
    free(list);
    altered__reply__free_unpacked(r, NULL);
    if (got == -2) {
        fprintf(stderr, "altered-judge-client: --action %s: %s\n", o->action, msg);
        return EXIT_USAGE;
    }
    /* -1: listed nowhere; the daemon then says which rule refuses it. */
    replay_action_to_log(&a, cand);
    return 0;
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
    replay_action_text text;
    char msg[256];
    if (o->action && replay_action_parse(o->action, &text, msg, sizeof msg) != 0) {
        fprintf(stderr,
                "altered-judge-client: --action %s: %s (KIND,PLAYER[,OBJECT[,EXP[,CHOICE]]], kind=...,player=..., "
                "or an index of `actions`)\n",
                o->action, msg);
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
    if (o->action && (rc = resolve_action(c, o, &text, q.game, o->position ? &q.position : NULL, &cand)) != 0)
        goto out;
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
        } else {
            printf("%s %s: ", l->legal ? "legal" : "illegal", where);
            put_shown(l->action, 0);
            if (l->legal)
                printf("; state hash after: %016" PRIx64 "\n", l->hash_after);
            else {
                fputs(": ", stdout);
                put_shown(l->reason, 0);
                putchar('\n');
            }
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
            if (s->decision) {
                put_shown(s->decision->description, 0);
                putchar('\n');
            }
            put_shown(s->description, REPLAY_SHOWN_LINES);
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
            if (l->decision) {
                put_shown(l->decision->description, 0);
                putchar('\n');
            }
            /* As `position legal` lists them: INDEX  ACTION  description,
             * the ACTION a text --action takes back. */
            printf("%zu legal answer(s):\n", l->n_actions);
            for (size_t i = 0; i < l->n_actions; i++) {
                printf("  %zu  ", i);
                print_action_fields(l->actions[i]);
                fputs("  ", stdout);
                put_shown(i < l->n_descriptions ? l->descriptions[i] : "", 0);
                putchar('\n');
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
                    put_shown(r->verify->report, REPLAY_SHOWN_LINES);
                rc = verdict_exit(r->verify->verdict);
            }
            if (r)
                altered__reply__free_unpacked(r, NULL);
            if (rc == EXIT_NO_REPLY || rc == EXIT_PROTOCOL) {
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
            worst = EXIT_INCOMPLETE;
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
