/*
 * position_diff.c: the leaf-by-leaf comparison of two canonical JSON
 * positions (position_diff.h), shared by `diff` and `verify`.
 */
#include "position_diff.h"
#include "position_json.h"

#include <stdlib.h>
#include <string.h>

typedef struct differ {
    char path[1024];
    size_t len;         /* strlen(path) */
    size_t count;       /* differences found */
    replay_field_diff_fn fn;
    void *ctx;
} differ;

static const char *path_of(const differ *d)
{
    return d->len ? d->path : "(the document)";
}

static void report(differ *d, const json_t *a, const json_t *b)
{
    char *sa = a ? json_dumps(a, JSON_ENCODE_ANY | JSON_COMPACT) : NULL;
    char *sb = b ? json_dumps(b, JSON_ENCODE_ANY | JSON_COMPACT) : NULL;
    replay_field_diff fd = {path_of(d), a ? (sa ? sa : "?") : "(absent)", b ? (sb ? sb : "?") : "(absent)", 0};
    if (d->fn)
        d->fn(d->ctx, &fd);
    d->count++;
    free(sa);
    free(sb);
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
            char sa[24], sb[24];
            snprintf(sa, sizeof sa, "%zu", na);
            snprintf(sb, sizeof sb, "%zu", nb);
            replay_field_diff fd = {path_of(d), sa, sb, 1};
            if (d->fn)
                d->fn(d->ctx, &fd);
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

size_t replay_position_diff(const json_t *a, const json_t *b, replay_field_diff_fn fn, void *ctx)
{
    differ d = {.len = 0, .count = 0, .fn = fn, .ctx = ctx};
    d.path[0] = '\0';
    compare(&d, a, b);
    return d.count;
}

void replay_field_diff_print(FILE *f, const replay_field_diff *d)
{
    fprintf(f, "%s: %s vs %s%s\n", d->path, d->a, d->b, d->elements ? " elements" : "");
}

json_t *replay_position_canonical(const alt_game *g, char *why, size_t why_size)
{
    char *text = replay_position_to_json(g);
    json_error_t err;
    json_t *doc = text ? json_loads(text, 0, &err) : NULL;
    if (!doc && text)
        snprintf(why, why_size, "the canonical JSON does not read back: %d:%d: %s", err.line, err.column, err.text);
    else if (!doc)
        snprintf(why, why_size, "the JSON position could not be made (out of memory)");
    free(text);
    return doc;
}
