/*
 * uniques_cmd.c: `altered-replay uniques`: which parts of the Unique
 * grammar this build implements (coverage, against the grammar's
 * parts.tsv), and what a file of Unique records holds (read): each
 * record in its compact form, its abilities in the project's words, and
 * whether this build plays it, naming the part that stops it.
 */
#include "cli.h"
#include "replay.h"
#include "uniques.h"

#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: altered-replay uniques coverage [--parts FILE] [--json]\n"
    "       altered-replay uniques read [--parts FILE] [--cards VERSION] FILE...\n"
    "coverage: per part type, how many of the Unique grammar's part ids this build\n"
    "implements (with parts.tsv, also split as its notes split them: the parts new\n"
    "in Roots of Corruption and those before), then each missing part by the\n"
    "mechanic it waits for, with its id and, from parts.tsv, its text.\n"
    "read: the Unique records of each FILE (- for standard input): the official card\n"
    "API's JSON (one record or an array of them; with part ids in cardElements, or\n"
    "only the printed text, matched against parts.tsv) or the compact form, one\n"
    "record a line (docs/uniques.md). Prints each record's compact form, its\n"
    "abilities in the project's words, and whether this build plays it.\n"
    "--parts: the grammar's parts.tsv (default $ALTERED_UNIQUE_PARTS, else\n"
    "../shared/reference/uniques/parts.tsv from the working directory).\n"
    "--cards: a bundled card database by version (default the newest).\n"
    "exit codes: 0 done (read: every record played by this build); 3 a malformed\n"
    "record or parts file; 4 a record this build does not play, or a printed text\n"
    "no part reads; 64 bad command line\n";

enum { MECHANICS_MAX = 512 };

/* Missing parts grouped by mechanic, each group's ids in order. */
typedef struct missing_group {
    const char *mechanic;
    unsigned ids[900];
    size_t n;
} missing_group;

/* The mechanics that wait for most parts first; of as many, the one whose
 * first part comes first. */
static int by_size(const void *a, const void *b)
{
    const missing_group *x = a, *y = b;
    if (x->n != y->n)
        return x->n < y->n ? 1 : -1;
    return x->ids[0] < y->ids[0] ? -1 : x->ids[0] > y->ids[0];
}

static int coverage(const replay_parts *parts, int json)
{
    static const alt_part_type types[3] = {ALT_PART_TRIGGER, ALT_PART_CONDITION, ALT_PART_OUTPUT};
    size_t done[3] = {0, 0, 0}, all[3] = {0, 0, 0};
    /* The grammar's one split by set (parts.tsv's notes): the parts new
     * in Roots of Corruption [1], and those before [0]. */
    size_t set_done[2][3] = {{0}}, set_all[2][3] = {{0}};
    static missing_group groups[MECHANICS_MAX];
    size_t ngroups = 0;
    for (size_t i = 0; i < alt_part_count(); i++) {
        unsigned id = alt_part_id(i);
        int t = (int)alt_part_type_of(id) - 1;
        int roc = replay_parts_roc(parts, id);
        all[t]++;
        set_all[roc][t]++;
        if (alt_part_encoding(id) != NULL) {
            done[t]++;
            set_done[roc][t]++;
            continue;
        }
        const char *m = alt_part_mechanic(id);
        size_t g = 0;
        while (g < ngroups && strcmp(groups[g].mechanic, m) != 0)
            g++;
        if (g == ngroups && ngroups < sizeof groups / sizeof groups[0]) {
            groups[g].mechanic = m;
            groups[g].n = 0;
            ngroups++;
        }
        if (g == ngroups) {
            fprintf(stderr, "altered-replay uniques: more than %d mechanics\n", (int)MECHANICS_MAX);
            return REPLAY_EXIT_INTERNAL;
        }
        groups[g].ids[groups[g].n++] = id;
    }
    qsort(groups, ngroups, sizeof groups[0], by_size);
    if (json) {
        json_t *root = json_object(), *per = json_object(), *miss = json_array();
        for (int t = 0; t < 3; t++) {
            json_t *o = json_object();
            json_object_set_new(o, "implemented", json_integer((json_int_t)done[t]));
            json_object_set_new(o, "total", json_integer((json_int_t)all[t]));
            json_object_set_new(per, alt_part_type_name(types[t]), o);
        }
        for (size_t g = 0; g < ngroups; g++)
            for (size_t k = 0; k < groups[g].n; k++) {
                unsigned id = groups[g].ids[k];
                json_t *o = json_object();
                json_object_set_new(o, "id", json_integer(id));
                json_object_set_new(o, "type", json_string(alt_part_type_name(alt_part_type_of(id))));
                json_object_set_new(o, "mechanic", json_string(groups[g].mechanic));
                const char *text = replay_parts_text(parts, id);
                json_object_set_new(o, "text", text ? json_string(text) : json_null());
                json_array_append_new(miss, o);
            }
        json_object_set_new(root, "types", per);
        if (parts != NULL) {
            static const char *const set_names[2] = {"before Roots of Corruption", "new in Roots of Corruption"};
            json_t *sets = json_object();
            for (int r = 0; r < 2; r++) {
                json_t *one = json_object();
                for (int t = 0; t < 3; t++) {
                    json_t *o = json_object();
                    json_object_set_new(o, "implemented", json_integer((json_int_t)set_done[r][t]));
                    json_object_set_new(o, "total", json_integer((json_int_t)set_all[r][t]));
                    json_object_set_new(one, alt_part_type_name(types[t]), o);
                }
                json_object_set_new(sets, set_names[r], one);
            }
            json_object_set_new(root, "sets", sets);
        }
        json_object_set_new(root, "missing", miss);
        json_dumpf(root, stdout, JSON_INDENT(2) | JSON_PRESERVE_ORDER);
        fputc('\n', stdout);
        json_decref(root);
        return REPLAY_EXIT_OK;
    }
    size_t total_done = 0, total = 0;
    for (int t = 0; t < 3; t++) {
        printf("%-9s %3zu / %3zu implemented\n", alt_part_type_name(types[t]), done[t], all[t]);
        total_done += done[t];
        total += all[t];
    }
    printf("%-9s %3zu / %3zu implemented\n", "all", total_done, total);
    if (parts == NULL)
        printf("(no parts.tsv: the missing parts are listed without their texts; give --parts FILE)\n");
    else
        for (int r = 0; r < 2; r++)
            printf("%s: TRIGGER %zu / %zu, CONDITION %zu / %zu, OUTPUT %zu / %zu\n",
                   r ? "new in Roots of Corruption" : "before Roots of Corruption", set_done[r][0], set_all[r][0],
                   set_done[r][1], set_all[r][1], set_done[r][2], set_all[r][2]);
    for (size_t g = 0; g < ngroups; g++) {
        printf("\nmissing, waiting for %s: %zu\n", groups[g].mechanic, groups[g].n);
        for (size_t k = 0; k < groups[g].n; k++) {
            unsigned id = groups[g].ids[k];
            const char *text = replay_parts_text(parts, id);
            printf("  %4u %-9s %s\n", id, alt_part_type_name(alt_part_type_of(id)), text ? text : "");
        }
    }
    return REPLAY_EXIT_OK;
}

static const char *const slot_words[] = {"", "main ability 1", "main ability 2", "main ability 3",
                                         "the support ability"};

static int read_records(const replay_parts *parts, const alt_cards *base, char **files, int nfiles)
{
    replay_uniques *u = replay_uniques_new();
    if (u == NULL)
        return REPLAY_EXIT_INTERNAL;
    char msg[512];
    for (int i = 0; i < nfiles; i++) {
        int rc = replay_uniques_add_file(u, parts, files[i], msg, sizeof msg);
        if (rc != REPLAY_EXIT_OK) {
            fprintf(stderr, "altered-replay uniques read: %s\n", msg);
            replay_uniques_free(&u);
            return rc;
        }
    }
    int rc = REPLAY_EXIT_OK;
    for (size_t i = 0; i < replay_uniques_count(u); i++) {
        const alt_unique *r = replay_uniques_at(u, i);
        char text[ALT_UNIQUE_TEXT_MAX + 1];
        alt_unique_format(r, text, sizeof text);
        printf("%s\n", text);
        alt_cards *db = NULL;
        alt_err err = alt_cards_with_uniques(base, r, 1, &db, msg, sizeof msg);
        if (err != ALT_OK) {
            printf("  not playable: %s\n", msg);
            rc = REPLAY_EXIT_UNSUPPORTED;
            continue;
        }
        uint16_t card = alt_cards_find(db, r->ref);
        const alt_card_info *c = alt_cards_get(db, card);
        printf("  %s, %s\n", c->name, c->subtypes[0] ? c->subtypes : "no sub-type");
        unsigned part;
        int slot;
        const char *why = alt_cards_unique_refusal(db, card, &part, &slot);
        if (why != NULL) {
            char words[400];
            replay_uniques_part_words(u, parts, part, words, sizeof words);
            printf("  not played by this build: %s: %s\n", slot_words[slot >= 1 && slot <= 4 ? slot : 0], why);
            if (part != 0)
                printf("    %s\n", words);
            rc = REPLAY_EXIT_UNSUPPORTED;
        } else {
            char words[4096];
            alt_cards_ability_words(db, card, words, sizeof words);
            for (char *line = strtok(words, "\n"); line; line = strtok(NULL, "\n"))
                printf("  %s\n", line);
        }
        alt_cards_destroy(&db);
    }
    replay_uniques_free(&u);
    return rc;
}

int replay_cmd_uniques(int argc, char **argv)
{
    if (argc < 1 || (strcmp(argv[0], "coverage") != 0 && strcmp(argv[0], "read") != 0)) {
        if (argc >= 1 && (strcmp(argv[0], "-h") == 0 || strcmp(argv[0], "--help") == 0)) {
            fputs(usage, stdout);
            return REPLAY_EXIT_OK;
        }
        return replay_usage_error("uniques", "expected coverage or read%s%s", argc ? ", not " : "",
                                  argc ? argv[0] : "");
    }
    int is_read = argv[0][0] == 'r';
    const char *parts_path = NULL, *cards_version = NULL;
    int json = 0, nfiles = 0;
    char **files = calloc((size_t)argc + 1, sizeof *files);
    if (files == NULL)
        return REPLAY_EXIT_INTERNAL;
    enum { O_PARTS, O_JSON, O_CARDS };
    static const replay_opt opts[] = {{"--parts", 1}, {"--json", 0}, {"--cards", 1}, {NULL, 0}};
    replay_args a;
    replay_args_init(&a, is_read ? "uniques read" : "uniques coverage", argc - 1, argv + 1);
    for (int got; (got = replay_args_next(&a, opts)) != REPLAY_ARG_END;) {
        int rc = replay_args_finish(&a, got, usage);
        if (rc >= 0) {
            free(files);
            return rc;
        }
        switch (got) {
        case O_PARTS: parts_path = a.value; break;
        case O_JSON: json = 1; break;
        case O_CARDS: cards_version = a.value; break;
        case REPLAY_ARG_OPERAND: files[nfiles++] = (char *)a.value; break;
        }
    }
    int bad = 0;
    if (is_read && nfiles == 0)
        bad = replay_usage_error("uniques read", "no FILE given");
    else if (!is_read && nfiles > 0)
        bad = replay_usage_error("uniques coverage", "unexpected argument '%s'", files[0]);
    else if (is_read && json)
        bad = replay_usage_error("uniques read", "--json is coverage's");
    if (bad) {
        free(files);
        return bad;
    }
    if (parts_path == NULL)
        parts_path = replay_parts_default_path();
    replay_parts *parts = NULL;
    char msg[512];
    if (parts_path != NULL && (parts = replay_parts_read(parts_path, msg, sizeof msg)) == NULL) {
        fprintf(stderr, "altered-replay uniques: %s\n", msg);
        free(files);
        return REPLAY_EXIT_MALFORMED;
    }
    int rc;
    if (!is_read) {
        rc = coverage(parts, json);
    } else {
        alt_cards *db = NULL;
        alt_err err = cards_version ? alt_cards_bundled_named(cards_version, &db) : alt_cards_bundled(&db);
        if (err != ALT_OK) {
            fprintf(stderr, "altered-replay uniques read: --cards %s: no bundled card database has that version\n",
                    cards_version ? cards_version : "");
            rc = REPLAY_EXIT_UNSUPPORTED;
        } else {
            rc = read_records(parts, db, files, nfiles);
        }
        alt_cards_destroy(&db);
    }
    replay_parts_free(&parts);
    free(files);
    return rc;
}
