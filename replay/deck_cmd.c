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
#include "uniques.h"

#include <errno.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

enum { DECK_FILE_MAX = 1 << 20, VIOLATIONS_MAX = 64, LIST_MAX = 1 << 16 };

static const char deck_usage[] =
    "usage: altered-replay deck check [--format F] [--date YYYY-MM-DD] [--pool FILE] [--ruleset R]\n"
    "                                 [--uniques FILE]... [--parts FILE] [--play]\n"
    "                                 [--json] [--code CODE]... [FILE...]\n"
    "       altered-replay deck decode CODE\n"
    "       altered-replay deck encode [--compact] FILE\n"
    "\n"
    "check   every violation of each deck (a list file, - for standard input, or a\n"
    "        deck code), each with its rule, its line and the cards involved, as of\n"
    "        a date (--date; default today): the bans and suspensions then in\n"
    "        force. The format (--format): constructed (or standard), nuc,\n"
    "        singleton, limited (or sealed, draft), or pool (Constructed whose\n"
    "        Unique cards must be in --pool FILE, one reference a line); without\n"
    "        it, Constructed for a deck with a Hero, Limited for one without.\n"
    "        --ruleset: whose rule numbers are cited (default: the newest).\n"
    "        Every verdict says the format, the date and why. Notes say what a\n"
    "        reference cannot tell (a Unique's own faction); cards this build does\n"
    "        not play yet are named, neither making a deck illegal.\n"
    "        --uniques FILE: the records of the decks' Unique cards (JSON or\n"
    "        compact, docs/uniques.md); a deck list may give them inline too.\n"
    "        A Unique without its record is checked by its reference alone\n"
    "        (its family's name and rarity) and cannot be played. --parts: the\n"
    "        Unique grammar's parts.tsv, to read records that carry only their\n"
    "        printed text and to quote parts. --play: a deck this build does\n"
    "        not play (a card of a set it lacks, a Unique without its record or\n"
    "        with a part it lacks) is refused, exit 4.\n"
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
    "  1   check: a deck breaks a deck-building rule, is banned or suspended, or\n"
    "      holds a card the database cannot give (a set this build does not hold\n"
    "      or holds in part, an unknown reference)\n"
    "  3   a file that cannot be read, a malformed line, a bad deck code (not\n"
    "      Base64, another version, cut short, bytes after the last card, a\n"
    "      count, faction or set out of range, a compact code's card this build\n"
    "      does not hold), a pool file that cannot be read\n"
    "  4   encode: a card the database lacks; check --play: a deck this build\n"
    "      does not play, or a Unique record whose printed text no part reads\n"
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
    alt_deck_uniques uniques;
    alt_format format;
    int format_given;
    alt_violation v[VIOLATIONS_MAX];
    size_t count;        /* findings in all (up to VIOLATIONS_MAX kept), notes included */
    size_t violations;   /* of which violations */
    int playable;        /* this build plays every card */
    char not_played[6144];   /* every design of an 80-card deck, named with its set */
    alt_cards *game_db;  /* the deck's database when it names Unique records (owned) */
    int records_unsupported;   /* unreadable for a record this build cannot read (exit 4 with --play) */
} verdict;

/* What every deck of one run is checked against. */
typedef struct check_args {
    const alt_format *format;   /* NULL: by the deck (a Hero or not) */
    int pool_format;            /* --format pool */
    const char *const *pool;    /* sorted */
    size_t pool_count;
    alt_date date;
    alt_ruleset ruleset;
    const replay_uniques *uniques;   /* --uniques FILE's records */
    int play;                        /* --play: a deck this build does not play is refused */
    const replay_parts *parts;
} check_args;

/* The database the deck is checked with: base's records, then the
 * records (--uniques, and the list's own inline ones) of the Uniques it
 * names. */
static const alt_cards *deck_db(const alt_cards *db, const check_args *a, const char *text, size_t len,
                                verdict *out, int *unsupported)
{
    if (a->uniques == NULL && strstr(text, "=") == NULL)
        return db;   /* no record to read: the database itself */
    replay_uniques *u = replay_uniques_new();
    const alt_cards *game = NULL;
    *unsupported = 0;
    if (u == NULL) {
        snprintf(out->error, sizeof out->error, "out of memory");
        return NULL;
    }
    int rc = REPLAY_EXIT_OK;
    for (size_t i = 0; a->uniques != NULL && i < replay_uniques_count(a->uniques) && rc == REPLAY_EXIT_OK; i++) {
        char one[ALT_UNIQUE_TEXT_MAX + 1];
        size_t n = alt_unique_format(replay_uniques_at(a->uniques, i), one, sizeof one);
        rc = replay_uniques_add_text(u, NULL, "--uniques", one, n, out->error, sizeof out->error);
    }
    if (rc == REPLAY_EXIT_OK)
        rc = replay_uniques_add_deck(u, "the list", text, len, out->error, sizeof out->error);
    const char *lists[1] = {text};
    size_t lens[1] = {len};
    if (rc == REPLAY_EXIT_OK)
        rc = replay_uniques_cards(u, db, lists, lens, 1, &game, &out->game_db, out->error, sizeof out->error);
    replay_uniques_free(&u);
    *unsupported = rc == REPLAY_EXIT_UNSUPPORTED;
    return rc == REPLAY_EXIT_OK ? game : NULL;
}

static void check_one(const alt_cards *base, const source *s, const check_args *a, verdict *out)
{
    memset(out, 0, sizeof *out);
    size_t len = 0;
    char *text = source_text(base, s, &len, out->error, sizeof out->error);
    if (text == NULL)
        return;
    const alt_cards *db = deck_db(base, a, text, len, out, &out->records_unsupported);
    if (db == NULL) {
        free(text);
        return;
    }
    size_t parsed = 0;
    alt_err err = alt_deck_parse_checked(db, text, len, &out->deck, &out->uniques, out->v, VIOLATIONS_MAX, &parsed,
                                         out->error, sizeof out->error);
    free(text);
    if (err != ALT_OK) {
        if (out->error[0] == '\0')
            snprintf(out->error, sizeof out->error, "%s", alt_strerror(err));
        return;
    }
    out->readable = 1;
    out->format_given = a->format != NULL;
    out->format = a->format != NULL ? *a->format : alt_deck_format(&out->deck);
    alt_deck_rules rules;
    memset(&rules, 0, sizeof rules);
    rules.format = out->format;
    rules.ruleset = a->ruleset;
    rules.date = a->date;
    if (a->pool_format) {
        rules.pool = a->pool;
        rules.pool_count = a->pool_count;
        rules.uniques = &out->uniques;
    }
    size_t kept = parsed < VIOLATIONS_MAX ? parsed : VIOLATIONS_MAX;
    size_t more = alt_deck_check(db, &rules, &out->deck, out->v + kept, VIOLATIONS_MAX - kept);
    out->count = parsed + more;
    out->violations = alt_deck_violations(out->v, out->count, VIOLATIONS_MAX);
    out->playable = !replay_uniques_not_played(a->uniques, a->parts, db, &out->deck, out->not_played,
                                               sizeof out->not_played);
}

/* The format's name as a verdict gives it: "pool" for a pool format. */
static const char *format_word(const check_args *a, const verdict *v)
{
    return a->pool_format ? "Pool (Constructed)" : alt_format_name(v->format);
}

/* Why the format: "Constructed: it has a Hero, Sierra & Oddball". */
static void format_reason(const alt_cards *db, const check_args *a, const verdict *v, char *out, size_t size)
{
    if (v->format_given)
        snprintf(out, size, "%s, as --format says", format_word(a, v));
    else if (v->deck.hero != ALT_CARD_NONE)
        snprintf(out, size, "%s: it has a Hero, %s", format_word(a, v), alt_cards_get(db, v->deck.hero)->name);
    else
        snprintf(out, size, "%s: it has no Hero", format_word(a, v));
}

static size_t deck_size(const alt_deck *d)
{
    return (size_t)d->count + (d->hero != ALT_CARD_NONE);
}

static void print_finding(const alt_cards *db, const alt_violation *x)
{
    printf("  %s%s", x->note ? "note, " : "", x->rule);
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

static void print_text(const alt_cards *db, const source *s, const check_args *a, const verdict *v)
{
    const char *name = s->is_code ? "code" : strcmp(s->name, "-") == 0 ? "(standard input)" : s->name;
    if (!v->readable) {
        printf("%s%s: unreadable (no format applied): %s\n", s->is_code ? "code " : "",
               s->is_code ? s->name : name, v->error);
        return;
    }
    char why[160], day[11];
    format_reason(db, a, v, why, sizeof why);
    alt_date_format(a->date, day);
    if (s->is_code)
        printf("code %s: ", s->name);
    else
        printf("%s: ", name);
    size_t cards = deck_size(&v->deck);
    if (v->violations == 0)
        printf("legal as %s; %zu card%s; as of %s", why, cards, cards == 1 ? "" : "s", day);
    else
        printf("illegal as %s; %zu card%s; as of %s; %zu violation%s", why, cards, cards == 1 ? "" : "s", day,
               v->violations, v->violations == 1 ? "" : "s");
    if (v->count > v->violations)
        printf(", %zu note%s", v->count - v->violations, v->count - v->violations == 1 ? "" : "s");
    printf("\n");
    size_t kept = v->count < VIOLATIONS_MAX ? v->count : VIOLATIONS_MAX;
    for (size_t i = 0; i < kept; i++)
        if (!v->v[i].note)
            print_finding(db, &v->v[i]);
    for (size_t i = 0; i < kept; i++)
        if (v->v[i].note)
            print_finding(db, &v->v[i]);
    if (v->count > kept)
        printf("  ... and %zu more\n", v->count - kept);
    if (!v->playable)
        printf("  not yet played by this build (%s): %s\n", a->play ? "--play refuses the deck" : "no effect on the verdict",
               v->not_played);
}

static json_t *card_json(const alt_cards *db, uint16_t idx)
{
    const alt_card_info *c = alt_cards_get(db, idx);
    return json_pack("{s:s, s:s}", "ref", c->ref, "name", c->name);
}

static const char *format_key(const check_args *a, alt_format f)
{
    static const char *const keys[ALT_FORMAT__COUNT] = {
        [ALT_FORMAT_CONSTRUCTED] = "constructed", [ALT_FORMAT_LIMITED] = "limited", [ALT_FORMAT_NUC] = "nuc",
        [ALT_FORMAT_SINGLETON] = "singleton"};
    return a->pool_format ? "pool" : (unsigned)f < ALT_FORMAT__COUNT ? keys[f] : "?";
}

static int print_json(const alt_cards *db, const source *s, const check_args *a, const verdict *v)
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
        char day[11];
        alt_date_format(a->date, day);
        json_object_set_new(o, "verdict", json_string(v->violations == 0 ? "legal" : "illegal"));
        json_object_set_new(o, "format", json_string(format_key(a, v->format)));
        json_object_set_new(o, "format_from",
                            json_string(v->format_given ? "option" : v->deck.hero != ALT_CARD_NONE ? "hero" : "no hero"));
        json_object_set_new(o, "date", json_string(day));
        json_object_set_new(o, "ruleset", json_string(alt_ruleset_version(a->ruleset)));
        json_object_set_new(o, "hero", v->deck.hero != ALT_CARD_NONE ? card_json(db, v->deck.hero) : json_null());
        json_object_set_new(o, "cards", json_integer((json_int_t)deck_size(&v->deck)));
        json_object_set_new(o, "violation_count", json_integer((json_int_t)v->violations));
        json_t *arr = json_array(), *notes = json_array();
        size_t kept = v->count < VIOLATIONS_MAX ? v->count : VIOLATIONS_MAX;
        for (size_t i = 0; i < kept && arr != NULL && notes != NULL; i++) {
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
            json_array_append_new(x->note ? notes : arr, j);
        }
        json_object_set_new(o, "violations", arr);
        json_object_set_new(o, "notes", notes);
        json_object_set_new(o, "playable", json_boolean(v->playable));
        if (!v->playable)
            json_object_set_new(o, "not_played", json_string(v->not_played));
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

static int by_string(const void *a, const void *b)
{
    return strcmp(*(const char *const *)a, *(const char *const *)b);
}

/* A pool format's list of the Unique cards it allows: one reference a
 * line, '#' comments and blank lines skipped, sorted for the check. The
 * strings point into *text, which the caller frees with the list. */
static const char **read_pool(const char *path, char **text, size_t *count, char *msg, size_t msg_size)
{
    size_t len = 0;
    *text = read_all(path, &len, msg, msg_size);
    if (*text == NULL)
        return NULL;
    size_t cap = 1;
    for (size_t i = 0; i < len; i++)
        cap += (*text)[i] == '\n';
    const char **refs = malloc(cap * sizeof *refs);
    if (refs == NULL) {
        snprintf(msg, msg_size, "out of memory");
        return NULL;
    }
    size_t n = 0, lineno = 0;
    for (char *line = *text, *next; line != NULL && *line != '\0'; line = next) {
        next = strchr(line, '\n');
        if (next != NULL)
            *next++ = '\0';
        lineno++;
        char *hash = strchr(line, '#');
        if (hash != NULL)
            *hash = '\0';
        char *end = line + strlen(line);
        while (end > line && (end[-1] == ' ' || end[-1] == '\t' || end[-1] == '\r'))
            *--end = '\0';
        while (*line == ' ' || *line == '\t')
            line++;
        if (*line == '\0')
            continue;
        for (const char *c = line; *c != '\0'; c++)
            if ((unsigned char)*c <= 0x20 || (unsigned char)*c >= 0x7F || c - line >= ALT_VIOLATION_REF_MAX) {
                snprintf(msg, msg_size, "line %zu: expected one card reference of printable ASCII (%d bytes at most)",
                         lineno, ALT_VIOLATION_REF_MAX);
                free(refs);
                return NULL;
            }
        refs[n++] = line;
    }
    qsort(refs, n, sizeof *refs, by_string);
    *count = n;
    return refs;
}

static int cmd_check(int argc, char **argv)
{
    int json = 0;
    alt_format format;
    check_args a;
    memset(&a, 0, sizeof a);
    a.ruleset = ALT_RULESET_DEFAULT;
    a.date = replay_today();
    const char *pool_path = NULL;
    source *src = calloc((size_t)argc + 1, sizeof *src);
    size_t n = 0;
    if (src == NULL)
        return REPLAY_EXIT_INTERNAL;
    enum { O_JSON, O_FORMAT, O_CODE, O_DATE, O_POOL, O_RULESET, O_UNIQUES, O_PARTS, O_PLAY };
    static const replay_opt opts[] = {{"--json", 0},    {"--format", 1},  {"--code", 1},  {"--date", 1},
                                      {"--pool", 1},    {"--ruleset", 1}, {"--uniques", 1}, {"--parts", 1},
                                      {"--play", 0},    {NULL, 0}};
    const char *uniques_path[16];
    size_t nuniques = 0;
    const char *parts_path = NULL;
    int play = 0;
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
            a.pool_format = strcmp(v, "pool") == 0;
            if (a.pool_format)
                format = ALT_FORMAT_CONSTRUCTED;
            else if (alt_format_parse(v, &format) != ALT_OK) {
                free(src);
                return usage_error("--format takes constructed, standard, nuc, singleton, limited, sealed, draft or "
                                   "pool, not '%s'",
                                   v);
            }
            a.format = &format;
        } else if (got == O_DATE) {
            if (alt_date_parse(v, &a.date) != ALT_OK) {
                free(src);
                return usage_error("--date takes a day YYYY-MM-DD (2000 to 2099), not '%s'", v);
            }
        } else if (got == O_POOL) {
            pool_path = v;
        } else if (got == O_UNIQUES) {
            if (nuniques == sizeof uniques_path / sizeof uniques_path[0]) {
                free(src);
                return usage_error("%s", "deck check: --uniques is given 16 times at most");
            }
            uniques_path[nuniques++] = v;
        } else if (got == O_PARTS) {
            parts_path = v;
        } else if (got == O_PLAY) {
            play = 1;
        } else if (got == O_RULESET) {
            if (alt_ruleset_parse(v, &a.ruleset) != ALT_OK) {
                free(src);
                return usage_error("--ruleset takes a ruleset this build has (seeds, cr3, or a version such as "
                                   "seeds-2), not '%s'",
                                   v);
            }
        } else {
            src[n].name = v;
            src[n++].is_code = got == O_CODE;
        }
    }
    if (a.pool_format != (pool_path != NULL)) {
        free(src);
        return usage_error("%s", a.pool_format ? "deck check: --format pool needs --pool FILE"
                                               : "deck check: --pool FILE goes with --format pool");
    }
    size_t stdin_files = 0;
    for (size_t i = 0; i < n; i++)
        stdin_files += !src[i].is_code && strcmp(src[i].name, "-") == 0;
    if (stdin_files > 1 || (stdin_files && pool_path != NULL && strcmp(pool_path, "-") == 0)) {
        free(src);
        return usage_error("%s", "deck check: standard input is read once: give - once");
    }
    if (n == 0) {
        free(src);
        return usage_error("%s", "deck check: no deck given (a FILE, - for standard input, or --code CODE)");
    }
    char *pool_text = NULL;
    if (pool_path != NULL) {
        char msg[256];
        a.pool = read_pool(pool_path, &pool_text, &a.pool_count, msg, sizeof msg);
        if (a.pool == NULL) {
            fprintf(stderr, "altered-replay deck check: --pool %s: %s\n", pool_path, msg);
            free(pool_text);
            free(src);
            return REPLAY_EXIT_MALFORMED;
        }
    }
    alt_cards *db = NULL;
    if (load_db(&db) != 0) {
        free((void *)a.pool);
        free(pool_text);
        free(src);
        return REPLAY_EXIT_MALFORMED;
    }
    /* The records, read once for every deck. */
    replay_parts *parts = NULL;
    replay_uniques *records = NULL;
    if (parts_path == NULL)
        parts_path = replay_parts_default_path();
    char msg[512];
    int read_rc = REPLAY_EXIT_OK;
    if (parts_path != NULL && (parts = replay_parts_read(parts_path, msg, sizeof msg)) == NULL)
        read_rc = REPLAY_EXIT_MALFORMED;
    if (read_rc == REPLAY_EXIT_OK && nuniques > 0 && (records = replay_uniques_new()) == NULL)
        read_rc = REPLAY_EXIT_INTERNAL;
    for (size_t i = 0; i < nuniques && read_rc == REPLAY_EXIT_OK; i++)
        read_rc = replay_uniques_add_file(records, parts, uniques_path[i], msg, sizeof msg);
    if (read_rc != REPLAY_EXIT_OK) {
        fprintf(stderr, "altered-replay deck check: %s\n", msg);
        replay_uniques_free(&records);
        replay_parts_free(&parts);
        free((void *)a.pool);
        free(pool_text);
        free(src);
        alt_cards_destroy(&db);
        return read_rc;
    }
    a.uniques = records;
    a.parts = parts;
    a.play = play;
    int rc = REPLAY_EXIT_OK, illegal = 0, unplayed = 0;
    verdict *v = malloc(sizeof *v);
    for (size_t i = 0; i < n && v != NULL; i++) {
        check_one(db, &src[i], &a, v);
        const alt_cards *vdb = v->game_db != NULL ? v->game_db : db;
        int bad = json ? print_json(vdb, &src[i], &a, v) != 0 : (print_text(vdb, &src[i], &a, v), 0);
        alt_cards_destroy(&v->game_db);
        if (bad) {
            rc = REPLAY_EXIT_INTERNAL;
            break;
        }
        if (!v->readable && !v->records_unsupported)
            rc = REPLAY_EXIT_MALFORMED;
        else if (!v->readable || (play && !v->playable))
            unplayed = 1;   /* a record no part reads; with --play, a card this build does not play */
        else if (v->violations > 0)
            illegal = 1;
    }
    if (rc == REPLAY_EXIT_OK)
        rc = unplayed ? REPLAY_EXIT_UNSUPPORTED : illegal ? 1 : REPLAY_EXIT_OK;
    if (v == NULL)
        rc = REPLAY_EXIT_INTERNAL;
    if (fflush(stdout) != 0 && rc == REPLAY_EXIT_OK)
        rc = REPLAY_EXIT_MALFORMED;
    free(v);
    free((void *)a.pool);
    free(pool_text);
    free(src);
    replay_uniques_free(&records);
    replay_parts_free(&parts);
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
    /* The list's Unique references, serials included: the deck holds each
     * as its family's record, the code as its reference. */
    alt_deck_uniques uniques;
    uniques.count = 0;
    if (err == ALT_OK) {
        alt_deck again;
        alt_violation ignored[1];
        size_t n = 0;
        char unused[8];
        alt_deck_parse_checked(db, text, len, &again, &uniques, ignored, 1, &n, unused, sizeof unused);
    }
    free(text);
    int rc = REPLAY_EXIT_OK;
    char code[DECK_CODE_MAX + 1];
    if (err != ALT_OK) {
        fprintf(stderr, "altered-replay deck encode: %s: %s\n", file, msg);
        rc = err == ALT_E_UNKNOWN_CARD || err == ALT_E_UNSUPPORTED_CARD ? REPLAY_EXIT_UNSUPPORTED
                                                                        : REPLAY_EXIT_MALFORMED;
    } else if (deck_code_encode(db, &deck, &uniques, compact[0] ? DECK_CODE_COMPACT : DECK_CODE_STANDARD, code,
                                sizeof code, msg, sizeof msg) != 0) {
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
