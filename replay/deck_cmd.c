/*
 * deck_cmd.c: `altered-replay deck`: check deck lists against the
 * deck-building rules, and read and write community deck codes.
 *
 * A tournament organizer checks every list handed in before round one, so
 * `deck check` reports every violation of every deck (not the first one),
 * each with its rule, its line and the cards involved, and says which
 * format it applied: Constructed for a deck with a Hero, Limited for one
 * without, unless --format names one (the inference gen applies too).
 * Exit codes: 0 every deck legal, 1 one illegal, 3 one unreadable.
 */
#include "cli.h"
#include "deck_code.h"
#include "replay.h"

#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { DECK_FILE_MAX = 1 << 20, VIOLATIONS_MAX = 64, LIST_MAX = 1 << 16 };

static const char deck_usage[] =
    "usage: altered-replay deck check [--format constructed|limited] [--json] [--code CODE]... [FILE...]\n"
    "       altered-replay deck decode CODE\n"
    "       altered-replay deck encode [--compact] FILE\n"
    "\n"
    "check   every violation of each deck (a list file, - for standard input, or a\n"
    "        deck code), each with its rule, its line and the cards involved. The\n"
    "        format: Constructed for a deck with a Hero, Limited for one without,\n"
    "        unless --format names one; every verdict says which it applied.\n"
    "        --json: one JSON object per deck, one a line. -- ends the options.\n"
    "decode  the deck list a community deck code stands for (Taum/altered-deckfmt:\n"
    "        its standard format, version 1, or its compact one, version 2, as the\n"
    "        code says), one \"COUNT REFERENCE  # name\" a line\n"
    "encode  the deck code of a deck list: the standard format (Base64), or with\n"
    "        --compact the compact one (Base64url), which keeps no set: a Beyond\n"
    "        the Gates card reads back as its CORE booster print\n"
    "\n"
    "Deck lists are as players export them: \"3 REF\" or \"3x REF\", '#' comments, the\n"
    "Hero on any line, a UTF-8 byte-order mark and CR LF line ends accepted.\n"
    "\n"
    "exit codes:\n"
    "  0   check: every deck is legal; decode, encode: done\n"
    "  1   check: a deck breaks a deck-building rule (or holds a card this build\n"
    "      cannot play: another set, a Unique, an unknown reference)\n"
    "  3   a file that cannot be read, a malformed line, a bad deck code (not\n"
    "      Base64, another version, cut short, bytes after the last card, a\n"
    "      count, faction or set out of range, a compact code's card this build\n"
    "      does not hold)\n"
    "  4   encode: a card the database lacks\n"
    "  64  bad command line\n";

typedef struct source {
    const char *name;   /* the file, "-", or the code */
    int is_code;
} source;

/* Reads a file (or standard input for "-"), at most DECK_FILE_MAX bytes. */
static char *read_all(const char *path, size_t *len, char *msg, size_t msg_size)
{
    FILE *f = stdin;
    if (strcmp(path, "-") != 0) {
        struct stat st;
        if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
            snprintf(msg, msg_size, "a directory, not a deck list");
            return NULL;
        }
        f = fopen(path, "rb");
    }
    if (f == NULL) {
        snprintf(msg, msg_size, "%s", strerror(errno));
        return NULL;
    }
    char *buf = malloc(DECK_FILE_MAX + 1);
    size_t n = buf != NULL ? fread(buf, 1, DECK_FILE_MAX + 1, f) : 0;
    int bad = f != stdin ? ferror(f) : ferror(stdin);
    if (f != stdin)
        fclose(f);
    if (buf == NULL || bad || n > DECK_FILE_MAX) {
        snprintf(msg, msg_size, "%s", buf == NULL ? "out of memory" : bad ? "read error" : "larger than 1 MiB");
        free(buf);
        return NULL;
    }
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* The text of a source: a file's bytes, or the list a code stands for
 * (the database finds the sets of a compact code's cards). */
static char *source_text(const alt_cards *db, const source *s, size_t *len, char *msg, size_t msg_size)
{
    if (!s->is_code)
        return read_all(s->name, len, msg, msg_size);
    char *list = malloc(LIST_MAX);
    if (list == NULL) {
        snprintf(msg, msg_size, "out of memory");
        return NULL;
    }
    if (deck_code_decode(db, s->name, list, LIST_MAX, NULL, msg, msg_size) != 0) {
        free(list);
        return NULL;
    }
    *len = strlen(list);
    return list;
}

typedef struct verdict {
    int readable;
    char error[256];
    alt_deck deck;
    alt_format format;
    int format_given;
    alt_violation v[VIOLATIONS_MAX];
    size_t count;   /* violations in all (up to VIOLATIONS_MAX kept) */
} verdict;

static void check_one(const alt_cards *db, const source *s, const alt_format *format, verdict *out)
{
    memset(out, 0, sizeof *out);
    size_t len = 0;
    char *text = source_text(db, s, &len, out->error, sizeof out->error);
    if (text == NULL)
        return;
    size_t parsed = 0;
    alt_err err = alt_deck_parse_checked(db, text, len, &out->deck, out->v, VIOLATIONS_MAX, &parsed,
                                         out->error, sizeof out->error);
    free(text);
    if (err != ALT_OK) {
        if (out->error[0] == '\0')
            snprintf(out->error, sizeof out->error, "%s", alt_strerror(err));
        return;
    }
    out->readable = 1;
    out->format_given = format != NULL;
    out->format = format != NULL ? *format : alt_deck_format(&out->deck);
    size_t kept = parsed < VIOLATIONS_MAX ? parsed : VIOLATIONS_MAX;
    size_t more = alt_deck_validate(db, out->format, &out->deck, out->v + kept, VIOLATIONS_MAX - kept);
    out->count = parsed + more;
}

/* Why the format: "Constructed: it has a Hero, Sierra & Oddball". */
static void format_reason(const alt_cards *db, const verdict *v, char *out, size_t size)
{
    if (v->format_given)
        snprintf(out, size, "%s: --format", alt_format_name(v->format));
    else if (v->deck.hero != ALT_CARD_NONE)
        snprintf(out, size, "%s: it has a Hero, %s", alt_format_name(v->format),
                 alt_cards_get(db, v->deck.hero)->name);
    else
        snprintf(out, size, "%s: it has no Hero", alt_format_name(v->format));
}

static size_t deck_size(const alt_deck *d)
{
    return (size_t)d->count + (d->hero != ALT_CARD_NONE);
}

static void print_text(const alt_cards *db, const source *s, const verdict *v)
{
    const char *name = s->is_code ? "code" : strcmp(s->name, "-") == 0 ? "(standard input)" : s->name;
    if (!v->readable) {
        printf("%s%s: unreadable (no format applied): %s\n", s->is_code ? "code " : "",
               s->is_code ? s->name : name, v->error);
        return;
    }
    char why[160];
    format_reason(db, v, why, sizeof why);
    if (s->is_code)
        printf("code %s: ", s->name);
    else
        printf("%s: ", name);
    if (v->count == 0) {
        printf("legal as %s; %zu card%s\n", why, deck_size(&v->deck), deck_size(&v->deck) == 1 ? "" : "s");
        return;
    }
    printf("illegal as %s; %zu card%s, %zu violation%s\n", why, deck_size(&v->deck),
           deck_size(&v->deck) == 1 ? "" : "s", v->count, v->count == 1 ? "" : "s");
    size_t kept = v->count < VIOLATIONS_MAX ? v->count : VIOLATIONS_MAX;
    for (size_t i = 0; i < kept; i++) {
        const alt_violation *x = &v->v[i];
        printf("  %s", x->rule);
        if (x->line > 0)
            printf(" (line %u)", (unsigned)x->line);
        printf(": %s", x->text);
        if (x->card_count > 0) {
            printf(" [");
            for (size_t k = 0; k < x->card_count; k++)
                printf("%s%s", k ? ", " : "", alt_cards_get(db, x->cards[k])->ref);
            printf("]");
        }
        printf("\n");
    }
    if (v->count > kept)
        printf("  ... and %zu more\n", v->count - kept);
}

static json_t *card_json(const alt_cards *db, uint16_t idx)
{
    const alt_card_info *c = alt_cards_get(db, idx);
    return json_pack("{s:s, s:s}", "ref", c->ref, "name", c->name);
}

static int print_json(const alt_cards *db, const source *s, const verdict *v)
{
    json_t *o = json_object();
    if (o == NULL)
        return -1;
    json_object_set_new(o, s->is_code ? "code" : "file", json_string(s->name));
    if (!v->readable) {
        json_object_set_new(o, "verdict", json_string("unreadable"));
        json_object_set_new(o, "format", json_null());
        json_object_set_new(o, "error", json_string(v->error));
    } else {
        json_object_set_new(o, "verdict", json_string(v->count == 0 ? "legal" : "illegal"));
        json_object_set_new(o, "format", json_string(v->format == ALT_FORMAT_CONSTRUCTED ? "constructed" : "limited"));
        json_object_set_new(o, "format_from",
                            json_string(v->format_given ? "option" : v->deck.hero != ALT_CARD_NONE ? "hero" : "no hero"));
        json_object_set_new(o, "hero", v->deck.hero != ALT_CARD_NONE ? card_json(db, v->deck.hero) : json_null());
        json_object_set_new(o, "cards", json_integer((json_int_t)deck_size(&v->deck)));
        json_object_set_new(o, "violation_count", json_integer((json_int_t)v->count));
        json_t *arr = json_array();
        size_t kept = v->count < VIOLATIONS_MAX ? v->count : VIOLATIONS_MAX;
        for (size_t i = 0; i < kept && arr != NULL; i++) {
            const alt_violation *x = &v->v[i];
            json_t *j = json_pack("{s:s, s:s}", "rule", x->rule, "text", x->text);
            if (j == NULL)
                continue;
            if (x->line > 0)
                json_object_set_new(j, "line", json_integer(x->line));
            if (x->ref[0] != '\0')
                json_object_set_new(j, "ref", json_string(x->ref));
            json_t *cards = json_array();
            for (size_t k = 0; k < x->card_count && cards != NULL; k++)
                json_array_append_new(cards, card_json(db, x->cards[k]));
            json_object_set_new(j, "cards", cards);
            json_array_append_new(arr, j);
        }
        json_object_set_new(o, "violations", arr);
    }
    char *line = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII);
    json_decref(o);
    if (line == NULL)
        return -1;
    puts(line);
    free(line);
    return 0;
}

static int usage_error(const char *fmt, const char *arg)
{
    char what[512];
    snprintf(what, sizeof what, fmt, arg);
    return replay_usage_error("deck", "%s", what);
}

static int load_db(alt_cards **db)
{
    if (alt_cards_bundled(db) != ALT_OK) {
        fprintf(stderr, "altered-replay deck: the bundled card database does not load\n");
        return -1;
    }
    return 0;
}

static int cmd_check(int argc, char **argv)
{
    int json = 0;
    alt_format format, *given = NULL;
    source *src = calloc((size_t)argc + 1, sizeof *src);
    size_t n = 0;
    if (src == NULL)
        return REPLAY_EXIT_INTERNAL;
    enum { O_JSON, O_FORMAT, O_CODE };
    static const replay_opt opts[] = {{"--json", 0}, {"--format", 1}, {"--code", 1}, {NULL, 0}};
    replay_args args;
    replay_args_init(&args, "deck", argc, argv);
    for (int got; (got = replay_args_next(&args, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&args, got, deck_usage);
        if (rc >= 0) {
            free(src);
            return rc;
        }
        const char *v = args.value;
        if (got == O_JSON) {
            json = 1;
        } else if (got == O_FORMAT) {
            if (strcmp(v, "constructed") != 0 && strcmp(v, "limited") != 0) {
                free(src);
                return usage_error("--format takes constructed or limited, not '%s'", v);
            }
            format = v[0] == 'c' ? ALT_FORMAT_CONSTRUCTED : ALT_FORMAT_LIMITED;
            given = &format;
        } else {
            src[n].name = v;
            src[n++].is_code = got == O_CODE;
        }
    }
    size_t stdin_files = 0;
    for (size_t i = 0; i < n; i++)
        stdin_files += !src[i].is_code && strcmp(src[i].name, "-") == 0;
    if (stdin_files > 1) {
        free(src);
        return usage_error("%s", "deck check: standard input is read once: give - once");
    }
    if (n == 0) {
        free(src);
        return usage_error("%s", "deck check: no deck given (a FILE, - for standard input, or --code CODE)");
    }
    alt_cards *db = NULL;
    if (load_db(&db) != 0) {
        free(src);
        return REPLAY_EXIT_MALFORMED;
    }
    int rc = REPLAY_EXIT_OK;
    verdict *v = malloc(sizeof *v);
    for (size_t i = 0; i < n && v != NULL; i++) {
        check_one(db, &src[i], given, v);
        if (json ? print_json(db, &src[i], v) != 0 : (print_text(db, &src[i], v), 0)) {
            rc = REPLAY_EXIT_INTERNAL;
            break;
        }
        if (!v->readable)
            rc = REPLAY_EXIT_MALFORMED;
        else if (v->count > 0 && rc == REPLAY_EXIT_OK)
            rc = 1;
    }
    if (v == NULL)
        rc = REPLAY_EXIT_INTERNAL;
    if (fflush(stdout) != 0 && rc == REPLAY_EXIT_OK)
        rc = REPLAY_EXIT_MALFORMED;
    free(v);
    free(src);
    alt_cards_destroy(&db);
    return rc;
}

/* decode's CODE and encode's FILE: one operand, through the shared parser
 * so that `--` passes a code that starts with '-'; opts (NULL for none) are
 * flags, each seen setting its entry of flags. Returns -1 with *out set,
 * or the exit code. */
static int one_operand(int argc, char **argv, const replay_opt *opts, int *flags, const char *what,
                       const char **out)
{
    replay_args args;
    replay_args_init(&args, "deck", argc, argv);
    *out = NULL;
    for (int got; (got = replay_args_next(&args, opts)) != REPLAY_ARG_END;) {
        if (got >= 0) {
            flags[got] = 1;
            continue;
        }
        int rc = replay_args_finish(&args, got, deck_usage);
        if (rc >= 0)
            return rc;
        if (*out)
            return replay_usage_error("deck", "%s; also given '%s'", what, args.value);
        *out = args.value;
    }
    return *out ? -1 : usage_error("%s", what);
}

static int cmd_decode(int argc, char **argv)
{
    const char *code;
    int rc = one_operand(argc, argv, NULL, NULL, "deck decode takes one CODE", &code);
    if (rc >= 0)
        return rc;
    /* The database first: a compact code's sets are found in it. */
    alt_cards *db = NULL;
    if (load_db(&db) != 0)
        return REPLAY_EXIT_MALFORMED;
    char *list = malloc(LIST_MAX), msg[256];
    if (list == NULL) {
        alt_cards_destroy(&db);
        return REPLAY_EXIT_INTERNAL;
    }
    if (deck_code_decode(db, code, list, LIST_MAX, NULL, msg, sizeof msg) != 0) {
        fprintf(stderr, "altered-replay deck decode: %s\n", msg);
        free(list);
        alt_cards_destroy(&db);
        return REPLAY_EXIT_MALFORMED;
    }
    /* Each line with the card's name as a comment, where the database has it. */
    for (char *line = list, *nl; *line != '\0'; line = nl + 1) {
        nl = strchr(line, '\n');
        *nl = '\0';
        const char *ref = strchr(line, ' ') + 1;
        uint16_t idx = alt_cards_find(db, ref);
        if (idx != ALT_CARD_NONE)
            printf("%s  # %s\n", line, alt_cards_get(db, idx)->name);
        else
            printf("%s\n", line);
    }
    free(list);
    alt_cards_destroy(&db);
    return fflush(stdout) == 0 ? REPLAY_EXIT_OK : REPLAY_EXIT_MALFORMED;
}

static int cmd_encode(int argc, char **argv)
{
    static const replay_opt opts[] = {{"--compact", 0}, {NULL, 0}};
    int compact[1] = {0};
    const char *file;
    int rc0 = one_operand(argc, argv, opts, compact, "deck encode takes one FILE (- for standard input)", &file);
    if (rc0 >= 0)
        return rc0;
    char msg[256];
    size_t len = 0;
    char *text = read_all(file, &len, msg, sizeof msg);
    if (text == NULL) {
        fprintf(stderr, "altered-replay deck encode: %s: %s\n", file, msg);
        return REPLAY_EXIT_MALFORMED;
    }
    alt_cards *db = NULL;
    if (load_db(&db) != 0) {
        free(text);
        return REPLAY_EXIT_MALFORMED;
    }
    alt_deck deck;
    alt_err err = alt_deck_parse(db, text, len, &deck, msg, sizeof msg);
    free(text);
    int rc = REPLAY_EXIT_OK;
    char code[DECK_CODE_MAX + 1];
    if (err != ALT_OK) {
        fprintf(stderr, "altered-replay deck encode: %s: %s\n", file, msg);
        rc = err == ALT_E_UNKNOWN_CARD || err == ALT_E_UNSUPPORTED_CARD ? REPLAY_EXIT_UNSUPPORTED
                                                                        : REPLAY_EXIT_MALFORMED;
    } else if (deck_code_encode(db, &deck, compact[0] ? DECK_CODE_COMPACT : DECK_CODE_STANDARD, code, sizeof code,
                                msg, sizeof msg) != 0) {
        fprintf(stderr, "altered-replay deck encode: %s: %s\n", file, msg);
        rc = REPLAY_EXIT_MALFORMED;
    } else {
        printf("%s\n", code);
        if (fflush(stdout) != 0)
            rc = REPLAY_EXIT_MALFORMED;
    }
    alt_cards_destroy(&db);
    return rc;
}

int replay_cmd_deck(int argc, char **argv)
{
    if (argc == 0)
        return usage_error("%s", "a command is needed: check, decode or encode");
    const char *sub = argv[0];
    if (strcmp(sub, "--help") == 0 || strcmp(sub, "-h") == 0 || strcmp(sub, "help") == 0) {
        fputs(deck_usage, stdout);
        return REPLAY_EXIT_OK;
    }
    if (strcmp(sub, "--version") == 0)
        return replay_print_version();
    if (strcmp(sub, "check") == 0)
        return cmd_check(argc - 1, argv + 1);
    if (strcmp(sub, "decode") == 0)
        return cmd_decode(argc - 1, argv + 1);
    if (strcmp(sub, "encode") == 0)
        return cmd_encode(argc - 1, argv + 1);
    return usage_error("unknown deck command '%s' (check, decode, encode)", sub);
}
