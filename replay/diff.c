/*
 * diff.c: `altered-replay diff A B`: the fields in which two positions
 * differ, one line per differing leaf, by path
 * (players[1].zones.reserve[2].boosts: 2 vs 3). This is what a client
 * implementer runs at the first divergent step of a log.
 *
 * Both positions are loaded (either form, a JSON document that leaves out
 * fields as well) and written again as canonical JSON, and the two documents
 * are compared: so a field left at its default on one side and written out
 * on the other is no difference, and the paths are those of
 * docs/position.md whatever form the input had.
 */
#include "cli.h"
#include "position_io.h"
#include "position_json.h"
#include "replay.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage_text[] =
    "usage: altered-replay diff A B\n"
    "The fields that differ between two positions (JSON or binary, either mixed; - is\n"
    "standard input), one line per differing leaf: PATH: A's value vs B's value.\n"
    "Arrays of different lengths say so, then compare element by element.\n"
    "Exit: 0 equal, 1 different, 3 malformed or unreadable position, 4 unknown or\n"
    "unsupported card or ruleset, 64 bad command line, 70 internal error.\n";

typedef struct differ {
    char path[1024];
    size_t len;         /* strlen(path) */
    size_t count;       /* lines printed */
} differ;

static void show(const json_t *v)
{
    if (!v) {
        fputs("(absent)", stdout);
        return;
    }
    char *s = json_dumps(v, JSON_ENCODE_ANY | JSON_COMPACT);
    fputs(s ? s : "?", stdout);
    free(s);
}

static void report(differ *d, const json_t *a, const json_t *b)
{
    printf("%s: ", d->len ? d->path : "(the document)");
    show(a);
    fputs(" vs ", stdout);
    show(b);
    putchar('\n');
    d->count++;
}

/* Appends ".key" or "[i]" to the path; returns the length to restore. */
static size_t push(differ *d, const char *key, size_t index)
{
    size_t was = d->len, room = sizeof d->path - was;
    int k = key ? snprintf(d->path + was, room, "%s%s", was ? "." : "", key)
                : snprintf(d->path + was, room, "[%zu]", index);
    /* A path longer than the buffer is cut, not overrun: the documents
     * are a few levels deep, so this never happens with real positions. */
    d->len = k > 0 && (size_t)k < room ? was + (size_t)k : sizeof d->path - 1;
    return was;
}

static void pop(differ *d, size_t was)
{
    d->len = was;
    d->path[was] = '\0';
}

static void compare(differ *d, const json_t *a, const json_t *b)
{
    if (json_is_object(a) && json_is_object(b)) {
        const char *key;
        json_t *va;
        /* A's keys in A's (canonical) order, then those only B has. */
        json_object_foreach((json_t *)a, key, va) {
            size_t was = push(d, key, 0);
            compare(d, va, json_object_get(b, key));
            pop(d, was);
        }
        json_t *vb;
        json_object_foreach((json_t *)b, key, vb) {
            if (json_object_get(a, key))
                continue;
            size_t was = push(d, key, 0);
            report(d, NULL, vb);
            pop(d, was);
        }
        return;
    }
    if (json_is_array(a) && json_is_array(b)) {
        size_t na = json_array_size(a), nb = json_array_size(b);
        if (na != nb) {
            printf("%s: %zu vs %zu elements\n", d->len ? d->path : "(the document)", na, nb);
            d->count++;
        }
        for (size_t i = 0; i < na || i < nb; i++) {
            size_t was = push(d, NULL, i);
            compare(d, json_array_get(a, i), json_array_get(b, i));
            pop(d, was);
        }
        return;
    }
    if (!a || !b || !json_equal((json_t *)a, (json_t *)b))
        report(d, a, b);
}

/* Loads POS and returns its canonical JSON document, or NULL with *rc set. */
static json_t *canonical(const alt_cards *db, const char *path, int *rc)
{
    alt_game *g = NULL;
    *rc = replay_position_open(db, "diff", path, &g);
    if (*rc != REPLAY_EXIT_OK)
        return NULL;
    char *text = replay_position_to_json(g);
    alt_game_destroy(&g);
    json_error_t err;
    json_t *doc = text ? json_loads(text, 0, &err) : NULL;
    if (!doc) {
        if (text)
            fprintf(stderr, "altered-replay diff: %s: the canonical JSON does not read back: %d:%d: %s\n", path,
                    err.line, err.column, err.text);
        else
            fprintf(stderr, "altered-replay diff: %s: the JSON position could not be made\n", path);
        *rc = REPLAY_EXIT_INTERNAL;
    }
    free(text);
    return doc;
}

int replay_cmd_diff(int argc, char **argv)
{
    const char *pos[2] = {NULL, NULL};
    int n = 0;
    replay_args args;
    replay_args_init(&args, "diff", argc, argv);
    for (int got; (got = replay_args_next(&args, NULL)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&args, got, usage_text);
        if (rc >= 0)
            return rc;
        if (n == 2)
            return replay_usage_error("diff", "two positions only; also given '%s'", args.value);
        pos[n++] = args.value;
    }
    if (n != 2)
        return replay_usage_error("diff", "give two positions, A and B");
    if (strcmp(pos[0], "-") == 0 && strcmp(pos[1], "-") == 0)
        return replay_usage_error("diff", "only one of A and B can be standard input");
    argv = (char **)pos;
    alt_cards *db = NULL;
    int rc = replay_cards_open("diff", &db);
    if (rc != REPLAY_EXIT_OK)
        return rc;
    json_t *a = canonical(db, argv[0], &rc), *b = NULL;
    if (a)
        b = canonical(db, argv[1], &rc);
    if (a && b) {
        differ d = {.len = 0, .count = 0};
        d.path[0] = '\0';
        compare(&d, a, b);
        rc = d.count ? REPLAY_EXIT_DIVERGED : REPLAY_EXIT_OK;
        if (fflush(stdout) != 0)
            rc = REPLAY_EXIT_MALFORMED;
    }
    json_decref(a);
    json_decref(b);
    alt_cards_destroy(&db);
    return rc;
}
